//! The join code a host shows and a friend pastes: who the host is (its
//! endpoint's public key, which the connection then proves, so a code
//! cannot lead to anyone else) and where to ask for it (which of the
//! public relays it uses, or the group's own relay's address). No
//! transport in here, only the words: the code is 58 letters and digits in
//! groups of five, with the own relay's address after an `@`.
//!
//! The bytes are a version, the 32-byte key, the relay's number and a
//! two-byte check, so that a code with a letter wrong or missing is found
//! at once ("this is not a join code") instead of after a long, fruitless
//! search for a host that never existed.

use std::fmt;

/// The code's layout; another number is a code from another version.
const VERSION: u8 = 1;
const BYTES: usize = 1 + 32 + 1 + 2;

/// Where the host waits for players who cannot reach it directly.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodeRelay {
    /// One of the public relays, found by the host's key (0: not known
    /// yet; 1…: the public relays in their fixed order).
    Public(u8),
    /// A group's own relay, at this address (`http://…` or `https://…`).
    Own(String),
    /// No relay: the host at this address on the local network (a game
    /// found there, joined as securely as one on the internet).
    Direct(std::net::SocketAddr),
}

/// A host's join code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JoinCode {
    /// The host's endpoint's public key.
    pub host: [u8; 32],
    pub relay: CodeRelay,
}

/// Why a pasted text is not a join code, in words for the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BadCode {
    /// Letters outside the code's alphabet.
    Letters,
    /// Too short or too long.
    Length(usize),
    /// A letter is wrong (the check does not match).
    Check,
    /// A code from another version of the game.
    Version(u8),
    /// The own relay's address after `@` is not a web address.
    Relay(String),
}

impl fmt::Display for BadCode {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            BadCode::Letters => {
                write!(f, "a join code has only the letters A–Z and the digits 2–7")
            }
            BadCode::Length(n) => write!(f, "a join code has 58 letters and digits, this one {n}"),
            BadCode::Check => write!(f, "a letter of this join code is wrong: copy it again"),
            BadCode::Version(v) => write!(
                f,
                "this join code is from another version of the game (code version {v}, ours {VERSION})"
            ),
            BadCode::Relay(r) => write!(f, "the relay after @ is not a web address: {r}"),
        }
    }
}

/// Why a screen could not reach a host, or lost it: in the player's words
/// (the window says each in its language; this is the terminal's).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JoinTrouble {
    /// The pasted text is not a join code.
    BadCode(BadCode),
    /// No relay answered (the group's own, if named): this computer may
    /// be off the internet.
    NoRelay(Option<String>),
    /// The relay answered but the code's host did not: the game is closed,
    /// or its computer is off the internet.
    HostSilent,
    /// The connection went, or could not be made (the network's words).
    Lost(String),
}

impl fmt::Display for JoinTrouble {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            JoinTrouble::BadCode(bad) => write!(f, "{bad}"),
            JoinTrouble::NoRelay(Some(url)) => {
                write!(
                    f,
                    "the game's relay ({url}) cannot be reached: is this computer on the internet?"
                )
            }
            JoinTrouble::NoRelay(None) => {
                write!(
                    f,
                    "no relay can be reached: is this computer on the internet?"
                )
            }
            JoinTrouble::HostSilent => write!(
                f,
                "the host of this code does not answer: the game may be closed, or its computer offline"
            ),
            JoinTrouble::Lost(why) => write!(f, "{why}"),
        }
    }
}

/// Why players on the internet may not reach a host.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RelayTrouble {
    /// The group's own relay does not answer.
    Own(String),
    /// No public relay answers.
    Public,
}

impl fmt::Display for RelayTrouble {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            RelayTrouble::Own(url) => write!(f, "the relay {url} does not answer"),
            RelayTrouble::Public => write!(
                f,
                "no public relay answers: is this computer on the internet?"
            ),
        }
    }
}

const ALPHABET: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

fn base32(bytes: &[u8]) -> String {
    let mut out = String::new();
    let (mut buffer, mut bits) = (0u32, 0);
    for &b in bytes {
        buffer = (buffer << 8) | b as u32;
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(ALPHABET[((buffer >> bits) & 31) as usize] as char);
        }
    }
    if bits > 0 {
        out.push(ALPHABET[((buffer << (5 - bits)) & 31) as usize] as char);
    }
    out
}

fn from_base32(text: &str) -> Result<Vec<u8>, BadCode> {
    let mut out = Vec::new();
    let (mut buffer, mut bits) = (0u32, 0);
    for c in text.bytes() {
        let value = ALPHABET
            .iter()
            .position(|&a| a == c.to_ascii_uppercase())
            .ok_or(BadCode::Letters)?;
        buffer = (buffer << 5) | value as u32;
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            out.push((buffer >> bits) as u8);
        }
    }
    Ok(out)
}

/// Two bytes of FNV-1a over the rest: any one letter changed changes it.
fn check(bytes: &[u8]) -> [u8; 2] {
    let hash = bytes.iter().fold(0x811c_9dc5u32, |h, &b| {
        (h ^ b as u32).wrapping_mul(0x0100_0193)
    });
    let folded = (hash >> 16) ^ (hash & 0xffff);
    (folded as u16).to_be_bytes()
}

/// The letters a pasted code may have around it or between its groups.
fn is_filler(c: char) -> bool {
    c == '-' || c.is_whitespace()
}

impl JoinCode {
    fn letters(&self) -> String {
        let mut bytes = Vec::with_capacity(BYTES);
        bytes.push(VERSION);
        bytes.extend_from_slice(&self.host);
        bytes.push(match self.relay {
            CodeRelay::Public(n) => n,
            CodeRelay::Own(_) => 0xff,
            CodeRelay::Direct(_) => 0xfe,
        });
        let sum = check(&bytes);
        bytes.extend_from_slice(&sum);
        base32(&bytes)
    }

    /// Whether a typed text looks like a join code rather than an address
    /// (`HOST:PORT`): the join box takes either.
    pub fn looks_like_one(text: &str) -> bool {
        let letters = text.split('@').next().unwrap_or("");
        let bare: String = letters.chars().filter(|&c| !is_filler(c)).collect();
        bare.len() >= 40 && !bare.contains(':') && !bare.contains('.')
    }
}

impl fmt::Display for JoinCode {
    /// Groups of five, as a person reads a code out to a friend.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let letters = self.letters();
        let groups: Vec<&str> = letters
            .as_bytes()
            .chunks(5)
            .map(|g| std::str::from_utf8(g).unwrap_or(""))
            .collect();
        write!(f, "{}", groups.join("-"))?;
        match &self.relay {
            CodeRelay::Own(url) => write!(f, "@{url}"),
            CodeRelay::Direct(address) => write!(f, "@{address}"),
            CodeRelay::Public(_) => Ok(()),
        }
    }
}

impl std::str::FromStr for JoinCode {
    type Err = BadCode;

    fn from_str(text: &str) -> Result<JoinCode, BadCode> {
        let text = text.trim();
        let (letters, own) = match text.split_once('@') {
            Some((letters, url)) => (letters, Some(url.trim())),
            None => (text, None),
        };
        let bare: String = letters.chars().filter(|&c| !is_filler(c)).collect();
        let expected = base32(&[0; BYTES]).len();
        if bare.len() != expected {
            return Err(BadCode::Length(bare.len()));
        }
        let bytes = from_base32(&bare)?;
        let (body, sum) = bytes.split_at(BYTES - 2);
        if check(body) != sum {
            return Err(BadCode::Check);
        }
        if body[0] != VERSION {
            return Err(BadCode::Version(body[0]));
        }
        let mut host = [0; 32];
        host.copy_from_slice(&body[1..33]);
        let relay = match (body[33], own) {
            (0xff, Some(url)) if url.starts_with("http://") || url.starts_with("https://") => {
                CodeRelay::Own(url.to_string())
            }
            (0xff, url) => return Err(BadCode::Relay(url.unwrap_or("").to_string())),
            (0xfe, address) => {
                let address = address.unwrap_or("");
                let direct = address
                    .parse()
                    .map_err(|_| BadCode::Relay(address.to_string()))?;
                CodeRelay::Direct(direct)
            }
            (n, _) => CodeRelay::Public(n),
        };
        Ok(JoinCode { host, relay })
    }
}

/// How this machine reaches others over the internet.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reach {
    /// A group's own relay (`http://host:port` or `https://host`); none:
    /// the public relays, and the host found by its key through their
    /// address book.
    pub relay: Option<String>,
    /// Every byte through the relay, no direct path (to test a relay).
    pub relay_only: bool,
    /// No relay and no address book: the local network only.
    pub local_only: bool,
    /// The UDP port a host listens on, so that its players on the local
    /// network find it again after it is continued (0: any).
    pub port: u16,
}

impl Reach {
    /// How a player's screen reaches the host of `code`: the code says
    /// which relay.
    pub fn of_code(code: &JoinCode, relay_only: bool) -> Reach {
        let relay = match &code.relay {
            CodeRelay::Own(url) => Some(url.clone()),
            CodeRelay::Public(_) | CodeRelay::Direct(_) => None,
        };
        let local_only = matches!(code.relay, CodeRelay::Direct(_));
        Reach {
            relay,
            relay_only: relay_only && !local_only,
            local_only,
            port: 0,
        }
    }

    /// The local network only (a host not on the internet).
    pub fn local() -> Reach {
        Reach {
            local_only: true,
            ..Reach::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(relay: CodeRelay) -> JoinCode {
        let mut host = [0u8; 32];
        for (i, b) in host.iter_mut().enumerate() {
            *b = (i as u8).wrapping_mul(37).wrapping_add(11);
        }
        JoinCode { host, relay }
    }

    #[test]
    fn a_code_reads_back_as_written_in_groups_of_five() {
        for relay in [
            CodeRelay::Public(0),
            CodeRelay::Public(3),
            CodeRelay::Own("http://relay.example.org:3340".into()),
            CodeRelay::Direct("192.168.1.20:47376".parse().unwrap()),
            CodeRelay::Direct("[fe80::1]:47376".parse().unwrap()),
        ] {
            let c = code(relay);
            let text = c.to_string();
            let letters = text.split('@').next().unwrap();
            assert_eq!(letters.len(), 58 + 11, "58 letters and 11 dashes: {text}");
            assert!(letters.split('-').all(|g| g.len() <= 5));
            assert_eq!(text.parse::<JoinCode>(), Ok(c.clone()));
            // Pasted in lower case, with spaces or without its dashes.
            let loose = format!("  {} ", text.to_lowercase().replace('-', " "));
            let loose = loose.replace("@HTTP", "@http");
            assert_eq!(loose.parse::<JoinCode>().map(|c| c.host), Ok(c.host));
            assert!(JoinCode::looks_like_one(&text));
        }
    }

    /// Every single letter changed, and a letter left out, is caught.
    #[test]
    fn a_wrong_or_missing_letter_is_found() {
        let text = code(CodeRelay::Public(1)).to_string().replace('-', "");
        for i in 0..text.len() {
            let mut wrong = text.clone().into_bytes();
            wrong[i] = if wrong[i] == b'A' { b'B' } else { b'A' };
            let wrong = String::from_utf8(wrong).unwrap();
            let parsed = wrong.parse::<JoinCode>();
            // The last letter carries only 3 of the check's bits and 2
            // bits of padding: a change there is caught or reads the same.
            if i + 1 < text.len() {
                assert_eq!(parsed, Err(BadCode::Check), "letter {i}");
            }
        }
        let short = &text[..text.len() - 1];
        assert_eq!(short.parse::<JoinCode>(), Err(BadCode::Length(57)));
        assert_eq!("0".repeat(58).parse::<JoinCode>(), Err(BadCode::Letters));
        let own = code(CodeRelay::Own("http://r.example".into())).to_string();
        let without = own.split('@').next().unwrap();
        assert_eq!(
            without.parse::<JoinCode>(),
            Err(BadCode::Relay(String::new()))
        );
    }

    #[test]
    fn addresses_are_not_codes() {
        assert!(!JoinCode::looks_like_one("192.168.1.20:47375"));
        assert!(!JoinCode::looks_like_one("myhost.example.org:47375"));
        assert!(!JoinCode::looks_like_one(""));
    }
}
