import AnimaUIKit

extension UIKitExample {
    /// The seed examples, in README order.
    static let all: [UIKitExample] = [bell, method1, method2, method3, basics, passcode, sinePath, spinner, flip, counter,
                                      ringLoader, pulseRing, pausedSpinner]

    /// A view with a background colour and rounded corners.
    private static func box(_ frame: CGRect, _ color: UIColor, radius: CGFloat = 0) -> UIView {
        let v = UIView(frame: frame)
        v.backgroundColor = color
        v.layer.cornerRadius = radius
        return v
    }

    /// The card of seed 001: a blue rounded square with a red badge.
    private static func card(in root: UIView) -> UIView {
        let card = box(CGRect(x: 112, y: 52, width: 96, height: 96), .systemBlue, radius: 22)
        card.addSubview(box(CGRect(x: 70, y: -8, width: 34, height: 34), .systemRed, radius: 17))
        root.addSubview(card)
        return card
    }

    static let bell = UIKitExample(name: "bell", size: CGSize(width: 320, height: 200), duration: 1.2) { root in
        let bell = box(CGRect(x: 120, y: 40, width: 80, height: 96), .systemYellow, radius: 30)
        bell.addSubview(box(CGRect(x: 31, y: 84, width: 18, height: 18), .systemOrange, radius: 9))
        root.addSubview(bell)
        ringBell(bell)
    }

    static let method1 = UIKitExample(name: "card-method1", size: CGSize(width: 320, height: 200), duration: 1.4) { root in
        shakeMethod1(card(in: root))
    }

    static let method2 = UIKitExample(name: "card-method2", size: CGSize(width: 320, height: 200), duration: 1.4) { root in
        shakeMethod2(card(in: root))
    }

    static let method3 = UIKitExample(name: "card-method3", size: CGSize(width: 320, height: 200), duration: 1.4) { root in
        shakeMethod3(card(in: root))
    }

    static let basics = UIKitExample(name: "basics", size: CGSize(width: 390, height: 300), duration: 4.2) { root in
        let orange = box(CGRect(x: 24, y: 24, width: 64, height: 64), .systemOrange)
        let cyan = box(CGRect(x: 302, y: 24, width: 64, height: 64), .systemCyan)
        let green = box(CGRect(x: 24, y: 118, width: 64, height: 64), .systemGreen)
        let blue = box(CGRect(x: 24, y: 212, width: 64, height: 64), .systemBlue)
        for v in [orange, cyan, green, blue] { root.addSubview(v) }
        animateBasics(orange: orange, cyan: cyan, blue: blue, green: green, canvas: root.bounds.size)
    }

    static let passcode = UIKitExample(name: "passcode", size: CGSize(width: 320, height: 200), duration: 0.6) { root in
        let field = box(CGRect(x: 68, y: 72, width: 184, height: 56), .white, radius: 14)
        field.layer.borderWidth = 1
        field.layer.borderColor = UIColor.systemRed.cgColor
        for i in 0..<4 {
            field.addSubview(box(CGRect(x: 33 + CGFloat(i) * 38, y: 21, width: 14, height: 14),
                                 UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1), radius: 7))
        }
        root.addSubview(field)
        shakePasscode(field)
    }

    static let sinePath = UIKitExample(name: "sine-path", size: CGSize(width: 390, height: 200), duration: 6) { root in
        let rider = box(CGRect(x: 8, y: 89, width: 32, height: 22), .systemBlue, radius: 6)
        root.addSubview(rider)
        rideSinePath(rider, in: root.bounds)
    }

    /// The activity indicator as iOS code builds it: one bar, replicated 12 times 30° apart, each fading 1/12 s later.
    static let spinner = UIKitExample(name: "activity-indicator", size: CGSize(width: 160, height: 160), duration: 2) { root in
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 20, y: 20, width: 120, height: 120)
        replicator.instanceCount = 12
        replicator.instanceDelay = 1.0 / 12
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        let bar = CALayer()
        bar.frame = CGRect(x: 56, y: 6, width: 8, height: 28)
        bar.cornerRadius = 4
        bar.backgroundColor = UIColor.systemGray.cgColor
        bar.opacity = 0.15
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.15
        fade.duration = 1
        fade.repeatCount = .infinity
        bar.add(fade, forKey: "fade")
        replicator.addSublayer(bar)
        root.layer.addSublayer(replicator)
    }

    /// A card flip in perspective: the screen's sublayerTransform gives depth, each face turns half a turn about y
    /// and hides its back (`isDoubleSided` false), so the front gives way to the back at 90°.
    static let flip = UIKitExample(name: "card-flip", size: CGSize(width: 320, height: 200), duration: 1.2) { root in
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.layer.sublayerTransform = perspective
        let front = box(CGRect(x: 100, y: 40, width: 120, height: 120), .systemBlue, radius: 16)
        let back = box(CGRect(x: 100, y: 40, width: 120, height: 120), .systemOrange, radius: 16)
        back.addSubview(box(CGRect(x: 40, y: 40, width: 40, height: 40), .white, radius: 20))
        for (face, start) in [(front, 0.0), (back, Double.pi)] {
            face.layer.isDoubleSided = false
            face.layer.transform = CATransform3DMakeRotation(start, 0, 1, 0)
            root.addSubview(face)
            let turn = CABasicAnimation(keyPath: "transform.rotation.y")
            turn.fromValue = start
            turn.toValue = start + .pi
            turn.duration = 1
            turn.beginTime = CACurrentMediaTime() + 0.1
            turn.fillMode = .both
            turn.isRemovedOnCompletion = false
            turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            face.layer.add(turn, forKey: "flip")
        }
    }

    /// A like counter: the pill pops, then the count rolls from 41 to 42 (a push transition from the top on a text
    /// layer, clipped by the pill).
    static let counter = UIKitExample(name: "counter", size: CGSize(width: 200, height: 100), duration: 1) { root in
        let pill = box(CGRect(x: 50, y: 28, width: 100, height: 44), .white, radius: 22)
        pill.layer.masksToBounds = true
        let count = CATextLayer()
        count.frame = CGRect(x: 0, y: 7, width: 100, height: 30)
        count.string = "41"
        count.fontSize = 24
        count.foregroundColor = UIColor.systemRed.cgColor
        count.alignmentMode = .center
        pill.layer.addSublayer(count)
        root.addSubview(pill)
        UIView.animate(withDuration: 0.25, animations: {
            pill.transform = CGAffineTransform(scaleX: 1.15, y: 1.15)
        }, completion: { _ in
            count.string = "42"
            let roll = CATransition()
            roll.type = .push
            roll.subtype = .fromTop
            roll.duration = 0.4
            roll.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            count.add(roll, forKey: "roll")
            UIView.animate(withDuration: 0.35) { pill.transform = .identity }
        })
    }
}

extension UIKitExample {
    /// Library-style: a ring loader whose group sets no child durations (Library/RingLoader.swift).
    static let ringLoader = UIKitExample(name: "ring-loader", size: CGSize(width: 200, height: 200), duration: 2) { root in
        RingLoader().setUpAnimation(in: root.layer, size: CGSize(width: 80, height: 80), color: .systemBlue)
    }

    /// Library-style: a pulse ring on `transform.scale.xy` (Library/PulseRing.swift).
    static let pulseRing = UIKitExample(name: "pulse-ring", size: CGSize(width: 200, height: 200), duration: 3) { root in
        PulseRing().start(in: root.layer, radius: 80, color: .systemRed)
    }

    /// Library-style: a spinner paused at 0.25 s and resumed at 1.25 s with QA1673 (Library/PausableSpinner.swift).
    static let pausedSpinner = UIKitExample(name: "paused-spinner", size: CGSize(width: 200, height: 200), duration: 2) { root in
        // The timers' animations hold the spinner as their delegate (strongly, as QuartzCore does).
        PausableSpinner().start(in: root.layer, size: CGSize(width: 80, height: 80), color: .systemIndigo)
    }
}
