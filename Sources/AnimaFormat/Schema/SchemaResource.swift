import Foundation

/// Reads the JSON Schema documents this module ships as resources.
enum SchemaResource {
    /// The bytes of `<name>.json` from the module's resource bundle, nil if the bundle is missing from the installation.
    static func data(named name: String) -> Data? {
        Bundle.module.url(forResource: name, withExtension: "json").flatMap { try? Data(contentsOf: $0) }
    }
}
