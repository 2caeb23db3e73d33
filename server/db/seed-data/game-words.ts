// Word lists for invented game names. A name is one word from each list, in order ('' means
// the part is left out). Chosen to sound like a real lobby while avoiding real titles.

const SLOT_FIRST = [
  'Golden', 'Lucky', 'Mystic', 'Wild', 'Jade', 'Crystal', 'Thunder', 'Royal', 'Neon', 'Sunset',
  'Samba', 'Carnival', 'Emerald', 'Cosmic', 'Blazing', 'Frozen', 'Velvet', 'Midnight', 'Savanna',
  'Coral', 'Amazon', 'Aztec', 'Ruby', 'Sapphire', 'Stellar', 'Tropical', 'Ancient', 'Shining',
];
const SLOT_SECOND = [
  'Jaguar', 'Toucan', 'Lantern', 'Pharaoh', 'Phoenix', 'Galleon', 'Orchard', 'Volcano', 'Comet',
  'Parrot', 'Koi', 'Tortoise', 'Mango', 'Samurai', 'Panther', 'Temple', 'Pearls', 'Cactus', 'Rhino',
  'Falcon', 'Lotus', 'Viking', 'Genie', 'Pinata', 'Sphinx', 'Wolf', 'Cherry', 'Owl',
];
const SLOT_THIRD = [
  '', '', '', 'Deluxe', 'Riches', 'Rush', 'Quest', 'Reels', 'Fortunes', 'Spins', 'Treasures',
  'Jackpot', 'Party', 'Frenzy', 'Ways',
];

/** Keyed by vassalage first, then the vendor's accountTypeName, then the game type. */
export const NAME_PARTS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  RNG: [SLOT_FIRST, SLOT_SECOND, SLOT_THIRD],
  BGS: [
    ['Bingo', 'Lucky Ball', 'Bolinha', 'Ball Blast'],
    ['Party', 'Festival', 'Samba', 'Rio', 'Tropical', 'Stars', 'Pinball'],
    ['', 'Deluxe', 'Extra'],
  ],
  LIVE: [
    ['Speed', 'VIP', 'Salon', 'Prime', 'Golden', 'Turbo', 'Classic', 'Squeeze', 'Rio', 'Emerald'],
    ['Baccarat', 'Roulette', 'Blackjack'],
    ['', 'A', 'B', 'C', '2', '3'],
  ],
  FISH: [
    ['Deep Sea', 'Coral', 'Golden', 'Ocean', 'Mermaid', 'Thunder', 'Neon', 'Pirate', 'Arctic', 'Jade'],
    ['Hunter', 'Fishing', 'Catch', 'Shark Hunt', 'Reef Raid', 'Harpoon', 'Angler'],
    ['', 'King', 'Party', 'Legends', '3D'],
  ],
  SPORTS: [
    ['Football', 'Basketball', 'Tennis', 'Volleyball', 'Futsal', 'Baseball', 'Table Tennis', 'Cricket', 'MMA'],
    ['Live', 'Pre-match', 'Virtual', 'Parlay'],
  ],
  ESPORTS: [
    ['MOBA', 'Tactical Shooter', 'Battle Royale', 'Card Battler', 'Racing Sim', 'Fighting', 'Strategy'],
    ['Cup', 'League', 'Masters'],
  ],
  COCKFIGHT: [['Sabong', 'Derby', 'Main Pit', 'Night Derby'], ['Live', 'Classic', 'Champions']],
  CRASH: [
    ['Rocket', 'Jet', 'Balloon', 'Comet', 'Meteor', 'Turbo', 'Lunar', 'Orbit', 'Nitro', 'Storm', 'Pixel'],
    ['Rise', 'Climb', 'Dash', 'Burst', 'Launch', 'Flight', 'Boost'],
    ['', 'X', 'Max'],
  ],
  GAMESHOW: [
    ['Mega', 'Golden', 'Lucky', 'Disco', 'Carnival', 'Samba', 'Neon', 'Festa'],
    ['Wheel', 'Dice', 'Coin Flip', 'Ball Drop', 'Money Show', 'Prize Tower', 'Card Show'],
    ['', 'Live', 'Deluxe'],
  ],
  LOTTERY: [
    ['Fast', 'Lucky', 'Daily', 'Speed', 'Super', 'Golden', 'Classic'],
    ['Pick 3', 'Pick 5', 'Keno', 'Lotto 6', 'Ten Ball', 'Sum Dice'],
    ['', '1 Min', '5 Min'],
  ],
  TCG_LOTTO_VN: [
    ['Hanoi', 'Saigon', 'Da Nang', 'Can Tho', 'Hai Phong', 'Hue', 'Mekong', 'Northern', 'Southern', 'Central'],
    ['Lottery', 'VIP Lottery', 'Express'],
  ],
  TCG_SEA: [
    ['Bangkok', 'Kuala Lumpur', 'Jakarta', 'Manila', 'Vientiane', 'Phnom Penh', 'Penang'],
    ['4D', 'Lottery', 'Daily Draw'],
  ],
  POKER: [
    ["Texas Hold'em", 'Omaha', 'Short Deck', 'Five Card Draw', 'Pineapple', 'Teen Patti', 'Three Card'],
    ['', 'Turbo', '6-Max', 'Heads-Up', 'Sit & Go'],
  ],
  BINGO: [
    ['Bingo 75', 'Bingo 90', 'Bingo 30', 'Speed Bingo', 'Video Bingo', 'Pattern Bingo'],
    ['', 'Carnival', 'Fiesta', 'Gold', 'Jackpot', 'Rush'],
  ],
};

/** RNG classes with their weights: plain slots are the most common, megaways the rarest. */
export const SLOT_CLASSIFY: readonly string[] = [
  'CLASSIC', 'CLASSIC', 'CLASSIC', 'CLASSIC', 'BONUSGAME', 'BONUSGAME', 'BONUSGAME',
  'FEATUREBUY', 'FEATUREBUY', 'MEGAWAY',
];
