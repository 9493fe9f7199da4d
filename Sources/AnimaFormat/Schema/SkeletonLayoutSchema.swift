import Foundation

/// The JSON Schema (draft 2020-12) of the skeleton layout format, shipped as a resource of this module.
public enum SkeletonLayoutSchema {
    /// The schema document's bytes, nil if the resource bundle is missing from the installation.
    public static var data: Data? { SchemaResource.data(named: "anima-skeleton-layout.schema") }
}
