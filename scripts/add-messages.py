#!/usr/bin/env python3
# Deep-merges {"en": {...}, "fr": {...}} from stdin into messages/en.json and messages/fr.json.
import json,sys
# usage: addmsg.py file.json  (reads {"en":{...},"fr":{...}} from stdin, deep-merges)
def merge(a,b):
    for k,v in b.items():
        if isinstance(v,dict) and isinstance(a.get(k),dict): merge(a[k],v)
        else: a[k]=v
data=json.load(sys.stdin)
for loc in ('en','fr'):
    f=f'messages/{loc}.json'; d=json.load(open(f)); merge(d,data[loc])
    open(f,'w').write(json.dumps(d,ensure_ascii=False,indent=2)+'\n')
