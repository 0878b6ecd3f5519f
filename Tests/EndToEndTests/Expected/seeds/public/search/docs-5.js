CriteriaSearch.docs(5, [
["Text Input","Videos","iOS VoiceOver","native/controls/text-input/index.html#videos-ios-voiceover","A video of Text Input with iOS VoiceOver."],
["Text Input","Videos","Android Talkback","native/controls/text-input/index.html#videos-android-talkback","A video of Text Input with Android Talkback."]
]);
