// Only the Mantine styles of the components every page uses (the full sheet is ~6x larger); lazily
// loaded parts (mobile menu, notifications) import their own.
// Order follows Mantine's guidance: base layers first, then components and their dependencies.
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/VisuallyHidden.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Burger.css";
import "@mantine/core/styles/Title.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/Breadcrumbs.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Badge.css";
