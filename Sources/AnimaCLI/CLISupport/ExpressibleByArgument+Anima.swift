import AnimaExport
import AnimaSkeleton
import ArgumentParser

// The library enums the commands take as options: ArgumentParser parses them and lists their cases in the help and
// in the error for an unknown value.

extension ExportFormat: ExpressibleByArgument {}
extension SkeletonStyle: ExpressibleByArgument {}
extension ShimmerDirection: ExpressibleByArgument {}
extension ReducedMotionStyle: ExpressibleByArgument {}
