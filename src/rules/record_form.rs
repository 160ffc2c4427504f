//! How a record writes a deploy (docs/records.md): the figure's name with
//! the place, `Follower("N")`, or its recall's name with the square,
//! `RecallAbbot(x: 0, y: -1)`. The names come from the figures
//! (`FigureSpec::name`, `recall`), so a figure a set adds is written and
//! read with no code here.

use std::sync::OnceLock;

use serde::de::{self, Deserializer, EnumAccess, MapAccess, SeqAccess, VariantAccess, Visitor};
use serde::ser::{SerializeStructVariant, Serializer};
use serde::{Deserialize, Serialize};

use super::record::MeepleAction;
use super::set_names::{Figure, SetAction};

impl Serialize for MeepleAction {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            MeepleAction::Put { figure, place } => s.serialize_newtype_variant(
                "MeepleAction",
                figure.index() as u32,
                figure.spec().name,
                place,
            ),
            MeepleAction::Recall { figure, x, y } => {
                let name = figure
                    .spec()
                    .recall
                    .expect("only a figure with a recall is taken back");
                let mut v =
                    s.serialize_struct_variant("MeepleAction", figure.index() as u32, name, 2)?;
                v.serialize_field("x", x)?;
                v.serialize_field("y", y)?;
                v.end()
            }
            MeepleAction::Set {
                action,
                x,
                y,
                place,
            } => {
                // After the figures' names and recalls, in the names' order.
                let index = names().iter().position(|n| *n == action.name());
                let other_figure = action.figure().filter(|f| *f != Figure::Follower);
                // An action on a square names no place of its tile.
                let fields = 2 + !action.on_square() as usize + other_figure.is_some() as usize;
                let mut v = s.serialize_struct_variant(
                    "MeepleAction",
                    index.unwrap_or_default() as u32,
                    action.name(),
                    fields,
                )?;
                v.serialize_field("x", x)?;
                v.serialize_field("y", y)?;
                if !action.on_square() {
                    v.serialize_field("place", place)?;
                }
                if let Some(figure) = other_figure {
                    v.serialize_field("figure", figure.spec().name)?;
                }
                v.end()
            }
        }
    }
}

/// Every name a record may give a deploy.
fn names() -> &'static [&'static str] {
    static NAMES: OnceLock<&'static [&'static str]> = OnceLock::new();
    NAMES.get_or_init(|| {
        let puts = Figure::ALL.iter().map(|f| f.spec().name);
        let recalls = Figure::ALL.iter().filter_map(|f| f.spec().recall);
        let actions = SetAction::every().map(|(_, _, form)| form.name);
        puts.chain(recalls)
            .chain(actions)
            .collect::<Vec<_>>()
            .leak()
    })
}

impl<'de> Deserialize<'de> for MeepleAction {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_enum("MeepleAction", names(), ActionVisitor)
    }
}

struct ActionVisitor;

impl<'de> Visitor<'de> for ActionVisitor {
    type Value = MeepleAction;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "a figure at a place, such as Follower(\"N\")")
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<MeepleAction, A::Error> {
        let (Name(name), variant) = data.variant()?;
        if let Some(figure) = Figure::named(&name) {
            let place: String = variant.newtype_variant()?;
            return Ok(MeepleAction::Put { figure, place });
        }
        if let Some(figure) = Figure::recalled_by(&name) {
            let (x, y) = variant.struct_variant(&["x", "y"], SquareVisitor)?;
            return Ok(MeepleAction::Recall { figure, x, y });
        }
        if let Some(mut action) = SetAction::named(&name, None) {
            let on = variant.struct_variant(&["x", "y", "place", "figure"], OnVisitor)?;
            let figure = match &on.figure {
                Some(f) => Some(
                    Figure::named(f)
                        .ok_or_else(|| de::Error::custom(format!("no figure is named {f:?}")))?,
                ),
                None => None,
            };
            if let Some(figure) = figure {
                if action.figure().is_none() {
                    return Err(de::Error::custom(format!("{name} takes no figure")));
                }
                action = SetAction::named(&name, Some(figure)).expect("named above");
            }
            let place = match (on.place, action.on_square()) {
                (Some(_), true) => return Err(de::Error::custom(format!("{name} names no place"))),
                (None, false) => return Err(de::Error::missing_field("place")),
                (place, _) => place.unwrap_or_default(),
            };
            // An action on a corner is that corner's: the record read is
            // the record written.
            if action.corner().is_some() {
                let corner = super::places::parse_corner(&place).map_err(de::Error::custom)?;
                action = action.on_corner(corner);
            }
            return Ok(MeepleAction::Set {
                action,
                x: on.x,
                y: on.y,
                place,
            });
        }
        Err(de::Error::unknown_variant(&name, names()))
    }
}

/// A set's action as a record writes it, before its name is read.
struct ActionOn {
    x: i32,
    y: i32,
    place: Option<String>,
    figure: Option<String>,
}

/// The fields of a set's action: `(x: 1, y: 0, place: "C")`, and a
/// figure's name for a figure other than the follower.
struct OnVisitor;

impl<'de> Visitor<'de> for OnVisitor {
    type Value = ActionOn;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "a tile's square and place (x: .., y: .., place: \"..\")")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<ActionOn, A::Error> {
        let (mut x, mut y, mut place, mut figure) = (None, None, None, None);
        while let Some(Name(key)) = map.next_key()? {
            let fresh = match key.as_str() {
                "x" => x.replace(map.next_value()?).is_none(),
                "y" => y.replace(map.next_value()?).is_none(),
                "place" => place.replace(map.next_value()?).is_none(),
                "figure" => figure.replace(map.next_value()?).is_none(),
                other => return Err(de::Error::unknown_field(other, &["x", "y", "place"])),
            };
            if !fresh {
                return Err(de::Error::custom(format!("{key} is given twice")));
            }
        }
        Ok(ActionOn {
            x: x.ok_or_else(|| de::Error::missing_field("x"))?,
            y: y.ok_or_else(|| de::Error::missing_field("y"))?,
            place,
            figure,
        })
    }
}

/// A variant's name, read as an identifier (RON reads a `String` only
/// from a quoted string).
struct Name(String);

impl<'de> Deserialize<'de> for Name {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_identifier(NameVisitor)
    }
}

struct NameVisitor;

impl Visitor<'_> for NameVisitor {
    type Value = Name;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "a figure's name")
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<Name, E> {
        Ok(Name(name.to_string()))
    }
}

/// The square of a recall: `(x: 0, y: -1)`.
struct SquareVisitor;

impl<'de> Visitor<'de> for SquareVisitor {
    type Value = (i32, i32);

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "a square (x: .., y: ..)")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(i32, i32), A::Error> {
        let x = seq
            .next_element()?
            .ok_or_else(|| de::Error::invalid_length(0, &self))?;
        let y = seq
            .next_element()?
            .ok_or_else(|| de::Error::invalid_length(1, &self))?;
        Ok((x, y))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(i32, i32), A::Error> {
        let (mut x, mut y) = (None, None);
        while let Some(Name(key)) = map.next_key()? {
            match key.as_str() {
                "x" if x.is_none() => x = Some(map.next_value()?),
                "y" if y.is_none() => y = Some(map.next_value()?),
                "x" | "y" => {
                    return Err(de::Error::duplicate_field(if key == "x" {
                        "x"
                    } else {
                        "y"
                    }));
                }
                other => return Err(de::Error::unknown_field(other, &["x", "y"])),
            }
        }
        Ok((
            x.ok_or_else(|| de::Error::missing_field("x"))?,
            y.ok_or_else(|| de::Error::missing_field("y"))?,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every form docs/records.md gives reads and writes back the same.
    #[test]
    fn each_figure_reads_and_writes_as_records_have_always_written_it() {
        for text in [
            r#"Follower("N")"#,
            r#"Abbot("C")"#,
            r#"Large("NNW")"#,
            r#"Builder("E")"#,
            r#"Pig("I")"#,
            "RecallAbbot(x: 0, y: -1)",
            r#"Princess(x: 1, y: 0, place: "C")"#,
            r#"Fairy(x: -2, y: 3, place: "W")"#,
            r#"Portal(x: 0, y: 1, place: "N")"#,
            r#"Portal(x: 0, y: 1, place: "C", figure: "Large")"#,
            r#"Barn(x: 1, y: 1, place: "NW")"#,
        ] {
            let action: MeepleAction = ron::from_str(text).unwrap();
            assert_eq!(ron::to_string(&action).unwrap(), text.replace(" ", ""));
        }
        // A barn's action names its corner, as the record written has it.
        let barn: MeepleAction = ron::from_str(r#"Barn(x: 1, y: 1, place: "NW")"#).unwrap();
        let MeepleAction::Set { action, .. } = barn else {
            panic!("a set's action: {barn:?}");
        };
        assert_eq!((action.name(), action.corner()), ("Barn", Some(3)));
        let recall: MeepleAction = ron::from_str("RecallAbbot(x: 3, y: -2)").unwrap();
        assert_eq!(
            recall,
            MeepleAction::Recall {
                figure: Figure::Abbot,
                x: 3,
                y: -2
            }
        );
        let json = serde_json::to_string(&MeepleAction::follower("S")).unwrap();
        assert_eq!(
            serde_json::from_str::<MeepleAction>(&json).unwrap(),
            MeepleAction::follower("S")
        );
    }

    #[test]
    fn an_unknown_figure_or_a_broken_square_is_refused_with_a_reason() {
        let err = ron::from_str::<MeepleAction>(r#"Dragon("N")"#)
            .unwrap_err()
            .to_string();
        assert!(err.contains("Dragon") && err.contains("Follower"), "{err}");
        assert!(ron::from_str::<MeepleAction>("RecallAbbot(x: 1)").is_err());
        assert!(ron::from_str::<MeepleAction>("RecallAbbot(x: 1, y: 2, z: 3)").is_err());
        assert!(ron::from_str::<MeepleAction>("Follower(3)").is_err());
        for (text, says) in [
            ("Princess(x: 1, y: 0)", "place"),
            (
                r#"Princess(x: 1, y: 0, place: "C", figure: "Large")"#,
                "no figure",
            ),
            (
                r#"Portal(x: 1, y: 0, place: "C", figure: "Dragon")"#,
                "Dragon",
            ),
            (r#"Fairy(x: 1, y: 0, x: 2, place: "C")"#, "twice"),
            (r#"Barn(x: 1, y: 0, place: "N")"#, "not a corner"),
        ] {
            let err = ron::from_str::<MeepleAction>(text).unwrap_err().to_string();
            assert!(err.contains(says), "{text}: {err}");
        }
    }
}
