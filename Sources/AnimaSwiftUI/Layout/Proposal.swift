#if !canImport(Darwin)
/// A size proposed to a view; nil on an axis asks for the view's ideal size.
struct Proposal {
    var width: CGFloat?
    var height: CGFloat?

    /// The proposal less `insets`.
    func inset(by insets: EdgeInsets) -> Proposal {
        Proposal(width: width.map { max(0, $0 - insets.leading - insets.trailing) },
                 height: height.map { max(0, $0 - insets.top - insets.bottom) })
    }
}
#endif
