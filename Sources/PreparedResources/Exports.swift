// The generated Swift names the engine's types too (`SegueName`, `UIStoryboardSegue`'s `Segue`); importing this module
// gives them.
@_exported import Prepared
