/** How a customer is named on the screens: the company, else the name, else the email. Client-safe. */
export function customerLabel(customer: { company: string; first_name: string; last_name: string; email: string }): string {
  return customer.company || [customer.first_name, customer.last_name].filter(Boolean).join(" ") || customer.email;
}

export function personName(customer: { first_name: string; last_name: string }): string {
  return [customer.first_name, customer.last_name].filter(Boolean).join(" ");
}
