#!/usr/bin/env python3
"""Writes the JSON Schemas (draft 2020-12) of the skeleton layout and list-state formats beside the scene schema:
Sources/AnimaFormat/anima-skeleton-layout.schema.json and Sources/AnimaFormat/anima-list-state.schema.json.

Names of choices come from the Swift enums the decoders read (their raw values); `canvas` and colours are copied from
the scene schema so the three formats share them. The keys mirror Sources/AnimaFormat/Skeleton/*.swift and
Sources/AnimaFormat/Transitions/ListStateDecoder.swift; Tests/AnimaFormatTests/Schema/InputSchemaTests.swift checks
the schemas against the decoders, the examples and the test fixtures. Run from anywhere:
python3 docs/schema/generate-input-schemas.py
"""
import json, re, pathlib

root = pathlib.Path(__file__).resolve().parents[2]
scene = json.loads((root / "Sources/AnimaFormat/anima-scene.schema.json").read_text())


def cases(module, name):
    """The raw values of `public enum <name>: String` in Sources/<module>, in declaration order."""
    for path in (root / "Sources" / module).rglob("*.swift"):
        text = path.read_text()
        start = text.find(f"enum {name}: String")
        if start < 0:
            continue
        body = text[start:text.index("\n}", start)]
        return [m.group(2) or m.group(1).strip("`")
                for m in re.finditer(r'^    case (`?\w+`?)(?: = "([^"]+)")?\s*$', body, re.M)]
    raise SystemExit(f"enum {name} not found in Sources/{module}")


def choice(module, name, description):
    return {"enum": cases(module, name), "description": description}


ref = lambda name: {"$ref": f"#/$defs/{name}"}
number = lambda description, **bounds: {"type": "number", **bounds, "description": description}
whole = lambda description, **bounds: {"type": "integer", **bounds, "description": description}
flag = lambda description: {"type": "boolean", "description": description}


def obj(properties, required=(), description=None):
    schema = {"type": "object", "properties": {**properties, "comment": ref("comment")},
              "additionalProperties": False}
    if required:
        schema["required"] = list(required)
    if description:
        schema["description"] = description
    return schema


def tuple_of(n, shape):
    return {"type": "array", "items": {"type": "number"}, "minItems": n, "maxItems": n, "description": shape}


shared_defs = {
    "comment": scene["$defs"]["comment"],
    "color": scene["$defs"]["color"],
    "rect": {**tuple_of(4, "[x, y, width, height]"), "prefixItems": [
        {"type": "number"}, {"type": "number"}, {"type": "number", "minimum": 0}, {"type": "number", "minimum": 0}]},
    "size": {**tuple_of(2, "[width, height]"), "items": {"type": "number", "minimum": 0}},
    "canvas": obj({
        "width": number("Width in points.", exclusiveMinimum=0),
        "height": number("Height in points.", exclusiveMinimum=0),
        "scale": number("Pixels per point. Default 1.", exclusiveMinimum=0),
        "background": {**ref("color"), "description": "Drawn behind everything. Default white."},
    }, required=["width", "height"], description="The drawing surface, as in scenes."),
}
version = {"const": 1, "description": "The format version; this reader understands 1."}

# ---------------------------------------------------------------------------------------------------- skeleton layout
fraction = lambda description: number(description, minimum=0, maximum=1)
configuration_properties = {
    "style": choice("AnimaSkeleton", "SkeletonStyle", "The choreography of the bones. Default shimmer."),
    "appearance": choice("AnimaSkeleton", "SkeletonAppearance", "Which palette the bones use. Default light."),
    "colors": obj({a: ref("palette") for a in cases("AnimaSkeleton", "SkeletonAppearance")},
                  description="Palette colours per appearance; each replaces only the colours it names."),
    "color": {**ref("color"), "description": "This bone's colour in every appearance, replacing the palette's base."},
    "cornerRadius": number("Corner radius of block bones whose view has none. Default 4.", minimum=0),
    "lineHeight": number("Height of a line bone. Default 15.", exclusiveMinimum=0),
    "lineSpacing": number("Gap between line bones. Default 10.", minimum=0),
    "lastLineFill": fraction("Width of a label's last line as a fraction of the label's width. Default 0.7."),
    "lastLineVariation": fraction("How far (±, a fraction of the width) a seeded rule varies the last line. Default 0."),
    "lineCornerRadius": number("Corner radius of line bones. Default half the line height.", minimum=0),
    "imagesAsCircles": flag("Whether images become circles instead of keeping their corner radius. Default false."),
    "seed": whole("Seed of the last-line variation; the same seed gives the same widths. Default 0."),
    "layoutDirection": choice("AnimaSkeleton", "LayoutDirection",
                              "Reading direction; rtl mirrors alignment, the sweep, drop order and stretch anchors."),
    "reduceMotion": flag("Whether the user asked for reduced motion. Default false."),
    "reducedMotionStyle": choice("AnimaSkeleton", "ReducedMotionStyle",
                                 "What replaces the style under reduced motion. Default fade."),
    "direction": choice("AnimaSkeleton", "ShimmerDirection",
                        "The shimmer band's direction (same as shimmer.direction). Default leftToRight."),
    "shimmer": obj({
        "direction": choice("AnimaSkeleton", "ShimmerDirection", "Which way the band travels. Default leftToRight."),
        "highlightWidth": number("Band width as a fraction of the sweep. Default 0.3.", exclusiveMinimum=0, maximum=1),
        "speed": number("Travel speed in points per second. Default 230.", exclusiveMinimum=0),
        "pause": number("Seconds of rest between sweeps. Default 0.4.", minimum=0),
        "tilt": number("Tilt of the band in degrees, clockwise. Default 0.", exclusiveMinimum=-90, exclusiveMaximum=90),
    }, description="Shimmer options."),
    "pulse": obj({
        "duration": number("Seconds of one breath out (and again back). Default 1.", exclusiveMinimum=0),
        "minimumOpacity": fraction("The lowest opacity. Default 0.6."),
    }, description="Pulse options."),
    "stagger": obj({
        "duration": number("Seconds of one light → dark → light cycle. Default 1.5.", exclusiveMinimum=0),
        "delay": number("Seconds between one bone and the next. Default 0.33.", minimum=0),
    }, description="Stagger options."),
    "drop": obj({
        "step": number("Seconds between one bone's darkening and the next. Default 0.4.", exclusiveMinimum=0),
        "stayRatio": fraction("Fraction of its step a bone holds fully dark. Default 0.2."),
        "restSteps": whole("Idle steps after the last bone before the wave restarts. Default 3.", minimum=0),
    }, description="Drop options."),
    "stretch": obj({
        "duration": number("Seconds of one stretch and back. Default 0.7.", exclusiveMinimum=0),
        "longScale": number("Width factor of a long stretch. Default 1.9.", exclusiveMinimum=0),
        "shortScale": number("Width factor of a short stretch. Default 0.6.", exclusiveMinimum=0),
    }, description="Stretch options."),
    "animated": flag("Whether the bone animates at all. Default true."),
    "dropIndex": whole("The bone's drop step; default reading order.", minimum=0),
    "dropFromIndex": whole("The drop step of a label's first line; the next lines follow.", minimum=0),
    "removeOnDrop": flag("Whether the bone sits out the drop wave. Default false."),
    "stretchMode": choice("AnimaSkeleton", "StretchMode",
                          "How the bone stretches; default: label lines short, nothing else."),
}
count = {"anyOf": [{"type": "integer", "minimum": 0}, {"const": "fill"}],
         "description": "A whole number of cells, or \"fill\" to fill the rest of the canvas."}
adjustment_properties = {
    "select": {"anyOf": [ref("selector"), {"type": "array", "items": ref("selector"), "minItems": 1}],
               "description": "The elements changed: an id, a depth-first index, or an array of them."},
    "width": number("Sets the width, keeping the left edge."),
    "height": number("Sets the height, keeping the top edge."),
    "up": number("Moves up by this many points."),
    "down": number("Moves down by this many points."),
    "left": number("Moves left by this many points."),
    "right": number("Moves right by this many points."),
    "reducedWidth": number("Makes the view this many points narrower, keeping the left edge."),
    "reducedHeight": number("Makes the view this many points shorter, keeping the top edge."),
    "lines": whole("Sets a label's number of lines (0: as many as fit).", minimum=0),
    "remove": flag("true takes the view and everything inside it out of the skeleton."),
    "lastLineScale": fraction("Sets lastLineFill for this element."),
    "stayRatio": fraction("Sets drop.stayRatio for this element."),
}
skeleton_defs = {
    **shared_defs,
    "palette": obj({"base": {**ref("color"), "description": "The bone colour."},
                    "highlight": {**ref("color"), "description": "The shimmer band's colour."},
                    "deep": {**ref("color"), "description": "The dark colour of stagger and drop."}},
                   description="One appearance's colours."),
    "configuration": obj({k: v for k, v in configuration_properties.items()},
                         description="A level of the configuration cascade: global < layout (skeleton) < view "
                                     "(configuration) < adjustment."),
    "view": obj({
        "id": {"type": "string", "minLength": 1, "pattern": "^[^/#]*$",
               "description": "Unique within the layout; the bone made from this view is the layer with this id."},
        "kind": choice("AnimaSkeleton", "ViewKind", "What the view is, which decides its bones. Default view."),
        "frame": {**ref("rect"), "description": "[x, y, width, height] in the parent's coordinates."},
        "cornerRadius": number("The view's own corner radius; default the configuration's.", minimum=0),
        "skeleton": choice("AnimaSkeleton", "SkeletonParticipation", "How the view takes part. Default auto."),
        "lines": whole("Labels: the number of lines; 0 (the default) means as many as fit.", minimum=0),
        "lineHeight": number("Labels: the line height; default the configuration's.", exclusiveMinimum=0),
        "alignment": choice("AnimaSkeleton", "TextAlignment", "Labels: horizontal alignment. Default natural."),
        "direction": choice("AnimaSkeleton", "LayoutDirection", "Labels: writing direction; default the layout's."),
        "backgroundColor": {**ref("color"), "description": "Drawn behind the view while loading; default none."},
        "contentColor": {**ref("color"), "description": "The stand-in for loaded content in a reveal."},
        "contents": {"type": "string", "minLength": 1,
                     "description": "An image (PNG or JPEG path relative to the layout, or a data: URI) shown as the "
                                    "view's content in a reveal, in place of contentColor."},
        "configuration": {**ref("configuration"), "description": "This view's level of the cascade."},
        "children": {"type": "array", "items": ref("view"), "description": "Subviews, in drawing order."},
        "list": ref("nestedList"),
    }, required=["id", "frame"], description="A view to skeletonise."),
    "nestedList": obj({
        "cell": {**ref("view"), "description": "The view repeated."},
        "count": {**count, "description": "How many cells, or \"fill\" (the default)."},
        "spacing": number("Gap between cells. Default 0.", minimum=0),
        "cellSize": {**ref("size"), "description": "Size of every cell; default the cell's frame size."},
        "axis": choice("AnimaSkeleton", "ListAxis", "How cells stack. Default vertical."),
    }, required=["cell"], description="A list inside a view (a carousel of stories, a grid row)."),
    "section": obj({
        "header": {**ref("view"), "description": "Drawn above the cells."},
        "cell": {**ref("view"), "description": "This section's cell; default the layout's root."},
        "footer": {**ref("view"), "description": "Drawn below the cells."},
        "count": {**count, "description": "How many cells, or \"fill\". Default 1."},
        "cellSize": {**ref("size"), "description": "Size of every cell; default the cell's frame size."},
        "dataArrival": number("When this section's data arrives, overriding reveal.dataArrival.", minimum=0),
    }, description="One section of the list."),
    "list": obj({
        "count": {**count, "description": "How many cells when there are no sections, or \"fill\" (the default)."},
        "spacing": number("Gap between cells. Default 0.", minimum=0),
        "sectionSpacing": number("Gap between sections. Default 0.", minimum=0),
        "cellSize": {**ref("size"), "description": "Size of every cell; default the root's frame size."},
        "sections": {"type": "array", "items": ref("section"), "description": "Sections, top to bottom."},
    }, description="Repeats root as the cells of a list, top to bottom."),
    "selector": {"anyOf": [{"type": "string"}, {"type": "integer", "minimum": 0}],
                 "description": "An element id, or a depth-first index (root 0)."},
    "adjustment": {**obj({**adjustment_properties, **configuration_properties}, required=["select"],
                         description="A change to selected elements; any configuration key is allowed too.")},
    "reveal": obj({
        "dataArrival": number("Scene time at which the data arrives.", minimum=0),
        "onsetDelay": number("The skeleton shows only if the data is later than this. Default 0.5.", minimum=0),
        "minimumDuration": number("Once shown, the skeleton stays at least this long. Default 0.25.", minimum=0),
        "fadeIn": number("Seconds the skeleton takes to fade in. Default 0.1.", minimum=0),
        "crossFade": number("Seconds of the cross-fade from bones to content. Default 0.25.", minimum=0),
        "finishesSweep": flag("Whether a shimmer finishes its sweep before the cross-fade. Default true."),
    }, required=["dataArrival"], description="When data arrives and how the skeleton gives way to content."),
}
skeleton = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://github.com/anima/anima/anima-skeleton-layout.schema.json",
    "title": "Anima skeleton layout (version 1)",
    "description": "A view to skeletonise, for `anima skeleton`; see the Skeleton Layout Format article. "
                   "Generated by docs/schema/generate-input-schemas.py.",
    **obj({
        "version": version,
        "canvas": ref("canvas"),
        "root": {**ref("view"), "description": "The view to skeletonise, or the cell of the list."},
        "list": ref("list"),
        "skeleton": {**ref("configuration"), "description": "The layout's level of the configuration cascade."},
        "adjustments": {"type": "array", "items": ref("adjustment"), "description": "Per-element changes, in order."},
        "reveal": ref("reveal"),
        "clockOrigin": number("Scene time at which every style's cycle has phase 0. Default 0."),
    }, required=["version", "canvas", "root"]),
    "$defs": skeleton_defs,
}

# --------------------------------------------------------------------------------------------------------- list state
list_state = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://github.com/anima/anima/anima-list-state.schema.json",
    "title": "Anima list state (version 1)",
    "description": "One moment of a list, for `anima transition BEFORE AFTER`; see the List State Format article. "
                   "Generated by docs/schema/generate-input-schemas.py.",
    **obj({
        "version": version,
        "canvas": ref("canvas"),
        "viewport": {**ref("rect"), "description": "The visible part of the content; default the whole canvas."},
        "firstLoad": flag("Whether this state is the list's first load (not animated). Default false."),
        "items": {"type": "array", "items": ref("item"), "description": "The items in list order."},
    }, required=["version", "canvas", "items"]),
    "$defs": {
        **{k: shared_defs[k] for k in ["comment", "color", "rect", "canvas"]},
        "item": obj({
            "id": {"type": "string", "minLength": 1,
                   "description": "Unique in the state; the item's layer has this id."},
            "frame": {**ref("rect"), "description": "[x, y, width, height] on the canvas."},
            "color": {**ref("color"), "description": "The fill colour. Default 80 % white."},
            "cornerRadius": number("The radius of the rounded corners. Default 0.", minimum=0),
            "content": choice("AnimaTransitions", "ContentKind", "A placeholder drawn inside; default none."),
        }, required=["id", "frame"], description="One item of the list."),
    },
}

for name, schema in [("anima-skeleton-layout", skeleton), ("anima-list-state", list_state)]:
    out = root / f"Sources/AnimaFormat/{name}.schema.json"
    out.write_text(json.dumps(schema, indent=2, ensure_ascii=False) + "\n")
    print(f"wrote {out.relative_to(root)}")
