// The selects of the profile forms: Mantine's styles of their dropdown, which the shell does not load
// (it loads only what every page uses).
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/NumberInput.css";
