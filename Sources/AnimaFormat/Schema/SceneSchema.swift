import Foundation

/// The JSON Schema (draft 2020-12) of the scene format, shipped as a resource of this module.
public enum SceneSchema {
    /// The schema document's bytes, nil if the resource bundle is missing from the installation.
    public static var data: Data? { SchemaResource.data(named: "anima-scene.schema") }
}
