// Generates the seed PDF documents offered by the FileDownload blocks (our own text, so no licence
// question). Run once; the PDFs are committed: node --import tsx scripts/make-seed-documents.ts
import { writeFile } from "node:fs/promises";
import { brand } from "@isp/brand";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

const out = "apps/api/src/modules/content/seed/media";

const DOCUMENTS: Record<string, { title: string; sections: [string, string][] }> = {
  "business-internet-brochure.pdf": {
    title: "Business Internet — Dedicated Fiber",
    sections: [
      [
        "Dedicated bandwidth",
        "Symmetrical fiber links from 50 Mbps to 10 Gbps, never shared with other customers, with static public IP addresses.",
      ],
      [
        "Service level",
        "99.9% monthly availability, 4-hour on-site response in Phnom Penh and 8 hours in provincial capitals, proactive monitoring by our 24/7 NOC.",
      ],
      [
        "Prices",
        "MegaBiz 50: $75/month. MegaBiz 100: $120/month. MegaBiz 300: $290/month. MegaBiz 500: $450/month. Prices exclude 10% VAT.",
      ],
    ],
  },
  "data-center-brochure.pdf": {
    title: "Phnom Penh Data Centre",
    sections: [
      [
        "Facility",
        "Tier III design, N+1 cooling and power, two utility feeds and diesel generators with 48 hours of fuel on site.",
      ],
      [
        "Colocation",
        "Quarter, half and full racks from $180/month, private cages on request, remote hands 24/7.",
      ],
      ["Security", "Biometric access, CCTV recording kept 90 days, security staff on site around the clock."],
    ],
  },
  "cloud-solutions-brochure.pdf": {
    title: "Cloud Solutions",
    sections: [
      [
        "Microsoft 365",
        "Business Basic, Standard and Premium licences with local billing in USD and migration support.",
      ],
      [
        "Public cloud",
        "AWS and Huawei Cloud accounts with consolidated invoicing and Cloud Direct Connect from our data centre.",
      ],
      [
        "Managed services",
        "Backup, monitoring and security management by certified engineers in Phnom Penh.",
      ],
    ],
  },
  "sla-business.pdf": {
    title: "Service Level Agreement — Business Services",
    sections: [
      [
        "Availability",
        "The monthly availability target is 99.9% for dedicated internet and 99.95% for MPLS and IPLC services.",
      ],
      ["Service credits", "Each 0.1% below the target earns a credit of 5% of the monthly fee, up to 50%."],
      [
        "Reporting faults",
        `Call the 24/7 hotline ${brand.hotline.display} or email ${brand.email}; every report gets a ticket number.`,
      ],
    ],
  },
  "company-profile.pdf": {
    title: `${brand.legalName} — Company Profile`,
    sections: [
      [
        "Who we are",
        "A Cambodian internet service provider founded in Phnom Penh in 2009, serving homes, small businesses and enterprises.",
      ],
      [
        "Network",
        "More than 4,000 km of fiber across 25 provinces, a Tier III data centre in Phnom Penh and international capacity through two borders.",
      ],
      ["Contact", `${brand.address.en}. Hotline ${brand.hotline.display}. ${brand.email}.`],
    ],
  },
  "home-internet-terms.pdf": {
    title: "Home Internet — Terms of Service",
    sections: [
      [
        "Contract",
        "Plans run for 6 or 12 months; the free router stays our property and is returned at the end of service.",
      ],
      ["Billing", "Bills are issued monthly and can be paid by KHQR, ABA, Wing, card or at our shops."],
      [
        "Fair use",
        "Speeds are the maximum of the access line; Wi-Fi speed depends on devices and distance from the router.",
      ],
    ],
  },
  "tv-channel-guide.pdf": {
    title: "TV Channel Guide",
    sections: [
      [
        "One TV",
        "More than 40 channels in Khmer, English, Chinese, Thai and Korean, many in HD, on the One TV box.",
      ],
      ["OTT TV", "Watch on phones, tablets and smart TVs with the OTT TV app, up to three screens at once."],
      ["Full line-up", "See the current channel list on our website under TV Channels."],
    ],
  },
  "sme-brochure.pdf": {
    title: "Small and Medium Business Packages",
    sections: [
      ["MegaBiz internet", "Fiber plans for shops, cafés and offices with a static IP and priority support."],
      [
        "TV for business",
        "One TV and WeWatch packages licensed for public viewing in hotels, restaurants and shops.",
      ],
      ["Cloud and HR", "Web hosting, Microsoft 365 and MiHCM Lite for small teams, billed monthly in USD."],
    ],
  },
  "qms-iso-9001-certificate.pdf": {
    title: "Quality Management System — ISO 9001:2015",
    sections: [
      [
        "Scope",
        "Design, installation, operation and support of fixed internet, data centre and business connectivity services in Cambodia.",
      ],
      [
        "Certification",
        "Certified since 2018; the current certificate was renewed in 2025 after an external audit.",
      ],
      [
        "Policy",
        "We measure installation lead times, fault repair times and customer satisfaction every month and act on them.",
      ],
    ],
  },
  "childsafe-policy.pdf": {
    title: "Child Safeguarding Policy",
    sections: [
      [
        "Commitment",
        "We protect children who use our services and children our staff meet at work, in shops and on installation visits.",
      ],
      [
        "Training",
        "Every employee and installer completes ChildSafe training when they join and a refresher every year.",
      ],
      [
        "Reporting",
        "Concerns can be reported to our safeguarding officer or to the ChildSafe hotline; every report is followed up.",
      ],
    ],
  },
  "environment-ess-report-2025.pdf": {
    title: "Environmental and Social Sustainability Report 2025",
    sections: [
      [
        "Energy",
        "Solar panels on 60 network sites and free cooling in the data centre cut grid electricity use by 14% in 2025.",
      ],
      ["Equipment", "Returned routers and TV boxes are refurbished or recycled through licensed partners."],
      [
        "Communities",
        "Fiber works follow local permits, restore pavements and avoid work near schools during class hours.",
      ],
    ],
  },
  "csr-report-2025.pdf": {
    title: "Corporate Social Responsibility Report 2025",
    sections: [
      [
        "School Wi-Fi",
        "Free fiber and Wi-Fi for 120 public schools in 12 provinces, with teacher training on digital lessons.",
      ],
      ["Digital skills", "Weekend online-safety classes for 8,000 students together with local partners."],
      ["Volunteering", "Staff gave 3,600 volunteer hours to community projects during the year."],
    ],
  },
};

for (const [fileName, document] of Object.entries(DOCUMENTS)) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title);
  pdf.setAuthor(brand.legalName);
  pdf.setCreationDate(new Date("2026-01-15T00:00:00Z"));
  pdf.setModificationDate(new Date("2026-01-15T00:00:00Z"));
  const page = pdf.addPage([595, 842]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const purple = rgb(0.416, 0.141, 0.624);
  page.drawRectangle({ x: 0, y: 782, width: 595, height: 60, color: purple });
  page.drawText(brand.name.en, { x: 40, y: 805, size: 18, font: bold, color: rgb(1, 1, 1) });
  page.drawText(document.title, { x: 40, y: 730, size: 20, font: bold, color: purple, maxWidth: 515 });
  let y = 680;
  for (const [heading, text] of document.sections) {
    page.drawText(heading, { x: 40, y, size: 13, font: bold });
    y -= 20;
    page.drawText(text, { x: 40, y, size: 11, font: regular, maxWidth: 515, lineHeight: 15 });
    y -= 15 * Math.ceil(regular.widthOfTextAtSize(text, 11) / 515) + 24;
  }
  page.drawText(`${brand.legalName} · ${brand.hotline.display} · ${brand.email}`, {
    x: 40,
    y: 40,
    size: 9,
    font: regular,
    color: rgb(0.4, 0.4, 0.4),
  });
  await writeFile(`${out}/${fileName}`, await pdf.save({ useObjectStreams: false }));
  console.log(fileName);
}
