#!/usr/bin/env python3
"""Writes Large40.storyboard: a navigation controller and 39 screens in a chain.

Run it from this folder: `python3 generate.py [scenes]` (40 by default).
Scene 0 is the initial navigation controller, whose root is Screen001. Screen i
(1 ≤ i < N) has a button whose `show` segue opens Screen i+1; every fifth screen
also has a manual `presentation` segue `detail` to Screen i+2 and an unwind
segue to its exit. The benchmark suite builds the same shape in memory
(Benchmarks/PreparedBenchmarks/Suite/StoryboardFileBenchmarks.swift).
"""
import sys

def storyboard(count):
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" '
        'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="NAV-000">',
        '    <scenes>',
        '        <scene sceneID="scn-000">',
        '            <objects>',
        '                <navigationController id="NAV-000" sceneMemberID="viewController">',
        '                    <connections>',
        '                        <segue destination="VC-001" kind="relationship" relationship="rootViewController" id="seg-000-r"/>',
        '                    </connections>',
        '                </navigationController>',
        '            </objects>',
        '        </scene>',
    ]
    for i in range(1, count):
        name = 'Screen%03d' % i
        lines += [
            '        <scene sceneID="scn-%03d">' % i,
            '            <objects>',
            '                <viewController storyboardIdentifier="%s" id="VC-%03d" customClass="%s" customModule="Large" '
            'customModuleProvider="target" sceneMemberID="viewController">' % (name, i, name),
            '                    <view key="view" contentMode="scaleToFill" id="view-%03d">' % i,
            '                        <subviews>',
            '                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-%03d">' % i,
            '                                <state key="normal" title="Next"/>',
        ]
        if i + 1 < count:
            lines += [
                '                                <connections>',
                '                                    <segue destination="VC-%03d" kind="show" id="seg-%03d-s"/>' % (i + 1, i),
                '                                </connections>',
            ]
        lines += [
            '                            </button>',
            '                        </subviews>',
            '                    </view>',
            '                    <navigationItem key="navigationItem" title="%s" id="nav-%03d"/>' % (name, i),
        ]
        if i % 5 == 0:
            lines.append('                    <connections>')
            if i + 2 < count:
                lines.append('                        <segue destination="VC-%03d" kind="presentation" identifier="detail" id="seg-%03d-p"/>' % (i + 2, i))
            lines.append('                        <segue destination="exit-%03d" kind="unwind" unwindAction="back:" id="seg-%03d-u"/>' % (i, i))
            lines.append('                    </connections>')
        lines += [
            '                </viewController>',
            '                <placeholder placeholderIdentifier="IBFirstResponder" id="frs-%03d" sceneMemberID="firstResponder"/>' % i,
            '                <exit id="exit-%03d" userLabel="Exit" sceneMemberID="exit"/>' % i,
            '            </objects>',
            '        </scene>',
        ]
    lines += ['    </scenes>', '</document>', '']
    return '\n'.join(lines)

if __name__ == '__main__':
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    with open('Large%d.storyboard' % count, 'w') as out:
        out.write(storyboard(count))
