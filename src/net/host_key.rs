//! The key that names this machine's hosted games (their join code), kept
//! in the data folder so friends use the same code again.

use iroh::SecretKey;

/// This machine's host key, from the data folder, made and kept there the
/// first time. A broken file is reported and a new key made: the code
/// changes, nothing else is lost.
pub fn host_secret() -> [u8; 32] {
    let path = crate::saves::host_key_path();
    let kept = path.as_ref().and_then(|p| std::fs::read_to_string(p).ok());
    if let Some(text) = kept {
        match from_hex(text.trim()) {
            Some(bytes) => return bytes,
            None => eprintln!("carcassonne: the host key file is broken: a new join code is made"),
        }
    }
    let secret = SecretKey::generate().to_bytes();
    if let Some(path) = path {
        let hex: String = secret.iter().map(|b| format!("{b:02x}")).collect();
        if let Err(e) = crate::saves::write_atomically(&path, &hex) {
            eprintln!("carcassonne: {e} (the join code changes with every game)");
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let _ = std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600));
        }
    }
    secret
}

fn from_hex(text: &str) -> Option<[u8; 32]> {
    let mut bytes = [0; 32];
    if text.len() != 64 || !text.is_ascii() {
        return None;
    }
    for (i, b) in bytes.iter_mut().enumerate() {
        *b = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(bytes)
}
