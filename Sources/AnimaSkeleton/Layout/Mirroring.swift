import AnimaCore

/// Flips view trees horizontally for right-to-left layouts.
enum Mirroring {
    static func mirror(_ node: ViewNode, in parentWidth: Double) -> ViewNode {
        var node = node
        node.frame.origin.x = parentWidth - node.frame.maxX
        node.alignment = switch node.alignment {
        case .left: .right
        case .right: .left
        default: node.alignment
        }
        node.children = node.children.map { mirror($0, in: node.frame.width) }
        if var list = node.list {
            list.cell = mirror(list.cell, in: list.effectiveCellSize.width)
            node.list = list
        }
        return node
    }
}
