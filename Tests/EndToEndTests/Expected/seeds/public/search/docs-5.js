CriteriaSearch.docs(5, [
["Text Input","Videos","iOS VoiceOver","native/controls/text-input/index.html#videos-ios-voiceover",""],
["Text Input","Videos","Android Talkback","native/controls/text-input/index.html#videos-android-talkback",""]
]);
