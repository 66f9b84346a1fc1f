// Selects with a dropdown (profile forms, coverage by address): Mantine's styles of the dropdown,
// which the shell does not load (it loads only what every page uses).
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/NumberInput.css";
