#!/usr/bin/env python3
"""Writes Sources/AnimaFormat/anima-scene.schema.json (JSON Schema draft 2020-12) for the scene format (the Scene Format article in the documentation).

Key paths come from Sources/AnimaCore/Value/PropertyKey.swift; their value kinds are listed here and checked against
the engine by Tests/AnimaFormatTests/Schema/SchemaTests.swift. Run from the package root: python3 docs/schema/generate-schema.py
"""
import json, re, pathlib

root = pathlib.Path(__file__).resolve().parents[2]
source = (root / "Sources/AnimaCore/Value/PropertyKey.swift").read_text()
enum_body = source[source.index("enum PropertyKey"):source.index("public init?")]
keys = [m.group(2) or m.group(1) for m in re.finditer(r'^\s*case (\w+)(?: = "([^"]+)")?\s*$', enum_body, re.M)]

kinds = {
    "point": ["position", "bounds.origin", "anchorPoint", "startPoint", "endPoint", "contentsRect.origin"],
    "size": ["bounds.size", "shadowOffset", "transform.translation", "sublayerTransform.translation", "contentsRect.size"],
    "rect": ["bounds", "contentsRect", "contentsCenter"],
    "color": ["backgroundColor", "borderColor", "shadowColor", "fillColor", "strokeColor", "instanceColor", "foregroundColor"],
    "transform": ["transform", "sublayerTransform", "instanceTransform"],
    "path": ["path"],
    "colors": ["colors"],
    "numbers": ["locations"],
    "bool": ["isHidden", "isDoubleSided"],
}
kind_of = {k: kind for kind, ks in kinds.items() for k in ks}
for k in keys:
    kind_of.setdefault(k, "number")
ref = lambda name: {"$ref": f"#/$defs/{name}"}

def numbers(n, description):
    return {"type": "array", "items": {"type": "number"}, "minItems": n, "maxItems": n, "description": description}

defs = {
    "comment": {"type": "string", "description": "Free text; allowed on the scene, layers, animations and most objects."},
    "number": {"type": "number"},
    "nonNegative": {"type": "number", "minimum": 0},
    "positive": {"type": "number", "exclusiveMinimum": 0},
    "bool": {"type": "boolean"},
    "point": numbers(2, "[x, y]"),
    "size": numbers(2, "[width, height]"),
    "rect": numbers(4, "[x, y, width, height]"),
    "color": {
        "description": "\"#RRGGBB\", \"#RRGGBBAA\" (or \"#RGB\") or [r, g, b, a] in 0…1 sRGB.",
        "anyOf": [
            {"type": "string", "pattern": "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"},
            {"type": "array", "items": {"type": "number", "minimum": 0, "maximum": 1}, "minItems": 4, "maxItems": 4},
        ],
    },
    "transform": {
        "description": "16 numbers m11…m44 (Core Animation's row order) or {rotation, scale, translation}.",
        "anyOf": [
            numbers(16, "m11, m12, …, m44"),
            {
                "type": "object",
                "properties": {
                    "rotation": {"anyOf": [{"type": "number"}, numbers(3, "[x, y, z] radians")],
                                 "description": "Radians about z, or [x, y, z]."},
                    "scale": {"anyOf": [{"type": "number"}, numbers(2, "[sx, sy]"), numbers(3, "[sx, sy, sz]")]},
                    "translation": {"anyOf": [numbers(2, "[tx, ty]"), numbers(3, "[tx, ty, tz]")]},
                },
                "additionalProperties": False,
            },
        ],
    },
    "path": {"type": "string", "description": "SVG path data, e.g. \"M0 0 L10 0 Z\"."},
    "colors": {"type": "array", "items": ref("color"), "maxItems": 100000},
    "numbers": {"type": "array", "items": {"type": "number"}, "maxItems": 100000},
    "keyPath": {"enum": keys + ["hidden", "doubleSided"], "description": "A Core Animation key path (the Scene Format article lists them)."},
    "timingFunction": {
        "anyOf": [
            {"enum": ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]},
            {"type": "array", "prefixItems": [{"type": "number", "minimum": 0, "maximum": 1}, {"type": "number"},
                                              {"type": "number", "minimum": 0, "maximum": 1}, {"type": "number"}],
             "minItems": 4, "maxItems": 4, "description": "[x1, y1, x2, y2] control points."},
            {"type": "object", "properties": {"steps": {"type": "integer", "minimum": 1, "maximum": 10000},
                                              "position": {"enum": ["start", "end", "none", "both"]},
                                              "comment": ref("comment")},
             "required": ["steps"], "additionalProperties": False},
        ],
    },
}

timing = {
    "beginTime": ref("number"), "duration": ref("nonNegative"), "speed": ref("number"), "timeOffset": ref("number"),
    "repeatCount": {"anyOf": [{"type": "number", "minimum": 0}, {"const": "infinity"}]},
    "repeatDuration": ref("nonNegative"), "autoreverses": ref("bool"),
    "fillMode": {"enum": ["removed", "forwards", "backwards", "both"]}, "removedOnCompletion": ref("bool"),
    "timingFunction": ref("timingFunction"), "additive": ref("bool"), "cumulative": ref("bool"),
}
common = {"comment": ref("comment"), "key": {"type": "string"}}
layer_timing = {
    "beginTime": ref("number"), "speed": ref("number"), "timeOffset": ref("number"), "duration": ref("nonNegative"),
    "repeatCount": {"anyOf": [{"type": "number", "minimum": 0}, {"const": "infinity"}]},
    "repeatDuration": ref("nonNegative"), "autoreverses": ref("bool"),
    "fillMode": {"enum": ["removed", "forwards", "backwards", "both"]},
}
anyValue = {"type": ["number", "boolean", "string", "array", "object"]}

def typed_values(fields, list_field=None):
    """Per value kind: if the keyPath is one of that kind, from/to/by (and keyframe values) have that kind."""
    rules = []
    for kind in sorted(set(kind_of.values())):
        paths = [k for k in keys if kind_of[k] == kind] + (["hidden", "doubleSided"] if kind == "bool" else [])
        then = {f: ref(kind) for f in fields}
        if list_field:
            then[list_field] = {"type": "array", "items": ref(kind), "minItems": 1, "maxItems": 100000}
        rules.append({"if": {"properties": {"keyPath": {"enum": paths}}, "required": ["keyPath"]},
                      "then": {"properties": then}})
    return rules

def animation(kind, extra, required, rules=()):
    props = {"type": {"const": kind}, **common, **({} if kind == "group" else {"keyPath": ref("keyPath")}), **timing, **extra}
    schema = {"type": "object", "properties": props, "required": ["type"] + required, "additionalProperties": False}
    if rules:
        schema["allOf"] = list(rules)
    return schema

range_fields = {"from": anyValue, "to": anyValue, "by": anyValue}
defs["basicAnimation"] = animation("basic", range_fields, ["keyPath"], typed_values(["from", "to", "by"]))
defs["springAnimation"] = animation("spring", {
    **range_fields, "mass": ref("positive"), "stiffness": ref("positive"), "damping": ref("nonNegative"),
    "initialVelocity": ref("number"), "response": ref("positive"), "dampingFraction": ref("nonNegative"),
    "perceptualDuration": ref("positive"), "bounce": {"type": "number", "exclusiveMinimum": -1, "exclusiveMaximum": 1},
}, ["keyPath"], typed_values(["from", "to", "by"]) + [
    {"dependentRequired": {"response": ["dampingFraction"], "dampingFraction": ["response"],
                           "bounce": ["perceptualDuration"]}},
])
defs["keyframeAnimation"] = animation("keyframe", {
    "values": {"type": "array", "minItems": 1, "maxItems": 100000}, "path": ref("path"),
    "keyTimes": {"type": "array", "items": {"type": "number", "minimum": 0, "maximum": 1}, "maxItems": 100001},
    "timingFunctions": {"type": "array", "items": ref("timingFunction"), "maxItems": 100000},
    "calculationMode": {"enum": ["linear", "discrete", "paced", "cubic", "cubicPaced"]},
    "rotationMode": {"enum": ["auto", "autoReverse"]},
    "tensionValues": ref("numbers"), "continuityValues": ref("numbers"), "biasValues": ref("numbers"),
}, ["keyPath"], typed_values([], "values") + [
    {"oneOf": [{"required": ["values"]}, {"required": ["path"]}], "description": "Either values or a path."},
])
defs["groupAnimation"] = animation("group", {"animations": {"type": "array", "items": ref("animation")}}, [])
defs["animation"] = {
    "type": "object",
    "required": ["type"],
    "properties": {"type": {"enum": ["basic", "keyframe", "spring", "group"]}},
    "allOf": [{"if": {"properties": {"type": {"const": k}}}, "then": ref(f"{k}Animation")}
              for k in ["basic", "keyframe", "spring", "group"]],
}
layer_props = {
    "id": {"type": "string", "minLength": 1, "description": "Unique within the scene."},
    "type": {"enum": ["layer", "shape", "gradient", "replicator", "transformLayer", "text"]},
    "mask": {"$ref": "#/$defs/layer", "description": "A layer whose alpha masks this one (CALayer.mask), in its coordinates."},
    "comment": ref("comment"),
    "frame": {**ref("rect"), "description": "Shorthand for position + bounds.size, placed by the anchorPoint."},
    **{k: ref(kind_of[k]) for k in keys},
    "masksToBounds": ref("bool"),
    "maskedCorners": {"type": "array", "items": {"enum": ["topLeft", "topRight", "bottomLeft", "bottomRight"]}},
    "lineCap": {"enum": ["butt", "round", "square"]},
    "lineJoin": {"enum": ["miter", "round", "bevel"]},
    "lineDashPattern": {"type": "array", "items": {"type": "number", "minimum": 0}},
    "fillRule": {"enum": ["nonZero", "evenOdd"]},
    "gradientType": {"enum": ["axial", "radial"]},
    "contents": {"type": "string", "minLength": 1, "description": "A PNG or JPEG: a path relative to the scene file, or a data:image/…;base64, URI."},
    "contentsGravity": {"enum": ["resize", "resizeAspect", "resizeAspectFill", "center", "top", "bottom", "left",
                                 "right", "topLeft", "topRight", "bottomLeft", "bottomRight"]},
    "minificationFilter": {"enum": ["linear", "nearest", "trilinear"]},
    "magnificationFilter": {"enum": ["linear", "nearest", "trilinear"]},
    "string": {"type": "string", "minLength": 1, "maxLength": 65536, "description": "A text layer's text (at most 65536 UTF-8 bytes)."},
    "fontName": {"type": "string", "minLength": 1, "description": "A family, full or PostScript name, resolved by fontconfig; missing fonts fall back to DejaVu Sans with a warning."},
    "alignmentMode": {"enum": ["natural", "left", "right", "center", "justified"]},
    "isWrapped": ref("bool"),
    "truncationMode": {"enum": ["none", "start", "middle", "end"]},
    **layer_timing,
    "timingChanges": {"type": "array", "description": "The layer clock's later settings (a recorded pause and resume), in increasing time order.",
                      "items": {"type": "object", "properties": {"time": ref("number"), **layer_timing},
                                "required": ["time"], "additionalProperties": False}},
    "sublayers": {"type": "array", "items": ref("layer")},
    "animations": {"type": "array", "items": ref("animation")},
}
defs["layer"] = {
    "type": "object", "properties": layer_props, "required": ["id"], "additionalProperties": False,
    "if": {"required": ["frame"]},
    "then": {"not": {"anyOf": [{"required": ["position"]}, {"required": ["bounds"]}]}},
}
schema = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://github.com/anima/anima/anima-scene.schema.json",
    "title": "Anima scene (version 1)",
    "description": "A layer tree with Core Animation-style animations; see the Scene Format article. Generated by docs/schema/generate-schema.py.",
    "type": "object",
    "properties": {
        "version": {"const": 1},
        "comment": ref("comment"),
        "canvas": {"type": "object", "properties": {
            "width": ref("positive"), "height": ref("positive"), "scale": ref("positive"),
            "background": ref("color"), "comment": ref("comment")},
            "required": ["width", "height"], "additionalProperties": False},
        "timeline": {"type": "object", "properties": {
            "duration": ref("nonNegative"), "fps": ref("positive"), "comment": ref("comment")},
            "required": ["duration"], "additionalProperties": False},
        "layers": {"type": "array", "items": ref("layer")},
    },
    "required": ["version", "canvas", "timeline"],
    "additionalProperties": False,
    "$defs": defs,
}
out = root / "Sources/AnimaFormat/anima-scene.schema.json"
out.write_text(json.dumps(schema, indent=2, ensure_ascii=False) + "\n")
print(f"wrote {out.relative_to(root)} with {len(keys)} key paths")
