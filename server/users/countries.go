package users

import (
	"sort"
	"sync"

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"
)

// Country is an option of the country picker.
type Country struct {
	Label string `json:"label"`
	Value string `json:"value"`
	Img   string `json:"img"`
}

var (
	countriesOnce sync.Once
	countries     []Country
)

// Countries lists every ISO 3166-1 country with its English name, by name.
func Countries() []Country {
	countriesOnce.Do(func() {
		names := display.English.Regions()
		for a := 'A'; a <= 'Z'; a++ {
			for b := 'A'; b <= 'Z'; b++ {
				code := string([]rune{a, b})
				if !ValidCountry(code) {
					continue
				}
				r := language.MustParseRegion(code)
				countries = append(countries, Country{Label: names.Name(r), Value: code})
			}
		}
		sort.Slice(countries, func(i, j int) bool { return countries[i].Label < countries[j].Label })
	})
	return countries
}
