CriteriaSearch.meta({"version":1,"shards":2,"docsPerFile":32,"units":82,"categories":["native"],"kinds":["intro","criteria","notes","videos"]});
