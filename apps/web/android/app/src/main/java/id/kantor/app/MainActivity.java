package id.kantor.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
