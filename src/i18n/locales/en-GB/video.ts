// Live video and audio in the lesson room (English, UK): only what differs from English (US).
const video = {
  quality: {
    details: '{{rtt}} ms round trip · {{loss}} % packets lost · {{fps}} frames per second',
  },
};

export default video;
