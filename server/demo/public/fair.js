// The provably fair checks' hashes, shared by the crash and sports pages and loaded only when a
// player opens a verify panel (kit.js withFair): SHA-256 over a string of bytes (each char
// 0-255) and HMAC-SHA256 over UTF-8 text, in ES5 like the pages (no WebCrypto: its digest is
// asynchronous and missing on plain-HTTP origins, where a phone on a LAN install opens the game).
(function () {
  'use strict';
  var K = [];
  var H0 = [];
  (function primes() {
    var found = 0;
    for (var c = 2; found < 64; c++) {
      var prime = true;
      for (var q = 2; q * q <= c; q++) if (c % q === 0) prime = false;
      if (!prime) continue;
      if (found < 8) H0[found] = (c ** (1 / 2) * 4294967296) | 0;
      K[found++] = (c ** (1 / 3) * 4294967296) | 0;
    }
  })();
  function rotr(v, n) {
    return (v >>> n) | (v << (32 - n));
  }
  function sha256Bytes(bytes) {
    var bitLength = bytes.length * 8;
    var msg = bytes + '\x80';
    while (msg.length % 64 !== 56) msg += '\x00';
    var words = [];
    for (var i = 0; i < msg.length; i++) words[i >> 2] |= msg.charCodeAt(i) << ((3 - (i % 4)) * 8);
    words.push((bitLength / 4294967296) | 0, bitLength | 0);
    var hash = H0.slice();
    for (var j = 0; j < words.length; j += 16) {
      var w = words.slice(j, j + 16);
      var h = hash.slice();
      for (i = 0; i < 64; i++) {
        if (i >= 16) {
          var a15 = w[i - 15];
          var a2 = w[i - 2];
          w[i] =
            (w[i - 16] +
              (rotr(a15, 7) ^ rotr(a15, 18) ^ (a15 >>> 3)) +
              w[i - 7] +
              (rotr(a2, 17) ^ rotr(a2, 19) ^ (a2 >>> 10))) |
            0;
        }
        var e = h[4];
        var t1 = (h[7] + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & h[5]) ^ (~e & h[6])) + K[i] + (w[i] | 0)) | 0;
        var a = h[0];
        var t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & h[1]) ^ (a & h[2]) ^ (h[1] & h[2]))) | 0;
        h = [(t1 + t2) | 0, h[0], h[1], h[2], (h[3] + t1) | 0, h[4], h[5], h[6]];
      }
      for (i = 0; i < 8; i++) hash[i] = (hash[i] + h[i]) | 0;
    }
    var outBytes = '';
    for (i = 0; i < 8; i++) for (var k = 3; k >= 0; k--) outBytes += String.fromCharCode((hash[i] >>> (k * 8)) & 255);
    return outBytes;
  }
  var utf8 = function (s) {
    return unescape(encodeURIComponent(s));
  };
  var toHex = function (bytes) {
    var s = '';
    for (var i = 0; i < bytes.length; i++)
      s += (bytes.charCodeAt(i) < 16 ? '0' : '') + bytes.charCodeAt(i).toString(16);
    return s;
  };
  function sha256Hex(text) {
    return toHex(sha256Bytes(utf8(text)));
  }
  function hmacHex(key, message) {
    var k = utf8(key);
    if (k.length > 64) k = sha256Bytes(k);
    var inner = '';
    var outer = '';
    for (var i = 0; i < 64; i++) {
      var c = i < k.length ? k.charCodeAt(i) : 0;
      inner += String.fromCharCode(c ^ 0x36);
      outer += String.fromCharCode(c ^ 0x5c);
    }
    return toHex(sha256Bytes(outer + sha256Bytes(inner + utf8(message))));
  }
  window.demoFair = { sha256Hex: sha256Hex, hmacHex: hmacHex };
})();
