import { render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import type { MessageId } from "../../../i18n/messageIds";
import { allMessages } from "../../../i18n/__tests__/catalogs";
import { MemoryRouter } from "../../routing/router";
import { Profile } from "../Profile";
import { formatCount } from "../../../i18n/money";

const me = (candies: number) =>
  ({
    id: "U1",
    nickname: "Demo",
    avatar: "",
    level: 2,
    balance: "12.34",
    crystals: 5,
    bullets: 7,
    candies,
    activePromocode: null,
  }) as Parameters<typeof Profile>[0]["me"];

const show = (candies: number) =>
  render(
    <IntlProvider
      locale="en"
      messages={allMessages("en") as Record<MessageId, string>}
    >
      <MemoryRouter>
        <Profile me={me(candies)} />
      </MemoryRouter>
    </IntlProvider>,
  );

describe("the header profile", () => {
  it("shows candies while the player has some", () => {
    show(1200);
    expect(screen.getByTestId("candies").textContent).toContain(
      formatCount(1200),
    );
    expect(screen.getByTestId("candies").getAttribute("title")).toBe("Candies");
  });

  it("leaves candies out at zero", () => {
    show(0);
    expect(screen.queryByTestId("candies")).toBeNull();
    expect(screen.getByTestId("balance").textContent).toBe("$12.34");
  });
});
