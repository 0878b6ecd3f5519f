CriteriaSearch.docs(5, [
["Text input","Videos","iOS VoiceOver","native/controls/text-input/index.html#videos-ios-voiceover","A video of Text input with iOS VoiceOver."],
["Text input","Videos","Android Talkback","native/controls/text-input/index.html#videos-android-talkback","A video of Text input with Android Talkback."]
]);
