import Anima
import Foundation
import SnapshotTesting

extension Snapshotting where Value: AnimationSubject, Format == String {
    /// A text table of presentation values ("bell transform.rotation.z at 0.25: 0.3043"), diffed line by line.
    ///
    /// With `keyPaths` nil each layer lists the key paths its animations write; `layers` nil lists every layer.
    public static func values(at times: [TimeInterval], keyPaths: [String]? = nil, layers: [String]? = nil,
                              decimals: Int = 4) -> Self {
        let table = ValueTable(times: times, keyPaths: keyPaths, layers: layers, decimals: decimals)
        return SimplySnapshotting.lines.pullback { subject in table.text(subject) }
    }
}
