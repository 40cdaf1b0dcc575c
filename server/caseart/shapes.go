package caseart

// Silhouettes of what a case holds, one per item category, each drawn in a
// 100×40 box facing right. They are outlines, not pictures of any real
// skin: the art says "rifles and a knife, covert at the top" at a glance.
var silhouettes = map[string]string{
	"rifle":      "M2 12L22 10H62L64 12H98V15H62L60 18H52L54 30H46L44 18H40V28H34L33 18H22L4 24Z",
	"smg":        "M6 12L20 10H74L76 12H92V15H74L72 18H56V34H50V18H42V28H36L35 18H20L8 20Z",
	"sniper":     "M2 14L24 12H58V8H80V12L100 13V15L64 16L56 18H44V26H38L37 18H24L4 24Z",
	"shotgun":    "M2 13L26 11H70L98 12V16H70L68 19H40V27H34L33 18H26L4 23Z",
	"machinegun": "M2 12L22 10H66L98 12V15H66L64 18H56V30H42V18H38V27H32L31 18H22L4 24Z",
	"pistol":     "M22 8H80V16H46L44 20H38L40 36H28L24 16H22Z",
	"knife":      "M4 14H34V10H38V13L80 12Q92 13 98 18Q86 22 38 21V24H34V20H4Q2 17 4 14Z",
	"gloves":     "M40 38V22L34 8Q36 5 40 8L45 19L46 4Q49 1 52 4L52 17L56 3Q59 1 61 4L59 18L65 7Q68 6 69 9L65 24L72 18Q75 18 74 22L63 34L61 40Z",
	"case":       "M28 10H72V36H28ZM28 18H72",
}

// silhouette is the outline for a category; unknown categories get a crate.
func silhouette(category string) string {
	if p, ok := silhouettes[category]; ok {
		return p
	}
	return silhouettes["case"]
}

// emblems mark the crate's front by case family, in a 24×24 box.
var emblems = map[string]string{
	"normal":     "M12 1L23 12L12 23L1 12Z",                                           // a gem
	"stack":      "M2 4H22V8H2ZM2 10H22V14H2ZM2 16H22V20H2Z",                          // stacked bars
	"range":      "M1 12L7 6V10H17V6L23 12L17 18V14H7V18Z",                            // both ways
	"reward":     "M12 1L15 9H23L16.5 14L19 22L12 17L5 22L7.5 14L1 9H9Z",              // a star
	"bullet":     "M9 23V9Q9 2 12 1Q15 2 15 9V23Z",                                    // a round
	"candy":      "M7 12A5 5 0 1 0 17 12A5 5 0 1 0 7 12ZM7 12L1 7V17ZM17 12L23 7V17Z", // a wrapped sweet
	"gacha":      "M2 12A10 10 0 0 1 22 12ZM2 13H22A10 10 0 0 1 2 13Z",                // a capsule
	"dota":       "M12 1L22 7V17L12 23L2 17V7Z",                                       // a rune
	"discovered": "M1 12Q12 1 23 12Q12 23 1 12ZM8 12A4 4 0 1 0 16 12A4 4 0 1 0 8 12Z", // an eye
	"dailybonus": "M2 8H22V13H2ZM4 13H20V23H4ZM10 8H14V23H10Z",                        // a gift
}

func emblem(family string) string {
	if p, ok := emblems[family]; ok {
		return p
	}
	return emblems["normal"]
}

// rarityColours are the client's rarity colours (client/src/app/styles.css).
var rarityColours = map[string]string{
	"consumer":   "#b0c3d9",
	"industrial": "#5e98d9",
	"milspec":    "#4b69ff",
	"restricted": "#8847ff",
	"classified": "#d32ce6",
	"covert":     "#eb4b4b",
	"rare":       "#e4ae39",
}

func colour(rarity string) string {
	if c, ok := rarityColours[rarity]; ok {
		return c
	}
	return rarityColours["consumer"]
}
