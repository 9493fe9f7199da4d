#if !canImport(Darwin)
import Foundation

/// A button: its title is drawn by a `titleLabel` subview (a text layer), as UIKit draws it.
@MainActor @preconcurrency
open class UIButton: UIControl {
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private let label: UILabel

    /// Creates a button whose title is centred and system blue, as a `.system` button's.
    public override init(frame: CGRect) {
        label = UILabel(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addTitleLabel()
    }

    /// Creates a button from an archive (nothing is decoded headless; a zero-frame `.system` button).
    public required init?(coder: NSCoder) {
        label = UILabel(frame: .zero)
        super.init(coder: coder)
        addTitleLabel()
    }

    private func addTitleLabel() {
        label.textAlignment = .center
        label.textColor = .systemBlue
        addSubview(label)
    }

    /// The label that draws the title.
    open var titleLabel: UILabel? { label }

    /// The title for `state` (the normal title when none is set for it).
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// Sets the title for `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        label.text = self.title(for: .normal)
        label.frame = CGRect(origin: .zero, size: bounds.size)
    }

    /// The title colour for `state`.
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        label.textColor = titleColor(for: .normal) ?? .systemBlue
    }
}
#endif
