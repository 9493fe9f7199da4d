import Foundation

/// The JSON Schema (draft 2020-12) of the list-state format, shipped as a resource of this module.
public enum ListStateSchema {
    /// The schema document's bytes, nil if the resource bundle is missing from the installation.
    public static var data: Data? { SchemaResource.data(named: "anima-list-state.schema") }
}
