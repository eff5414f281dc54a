/*
 * Test-only stand-in for bcryptprimitives.dll, used by scripts/smoke-windows.sh.
 *
 * Go 1.24+ programs call ProcessPrng from bcryptprimitives.dll (present on
 * every Windows 10 and 11) before main runs. Wine 8.0, the one Debian 12
 * ships, has no such DLL, so any Go .exe dies at start-up there with
 * "fatal error: bcryptprimitives.dll not found". The smoke test compiles this
 * file with mingw-w64 into the throw-away Wine prefix's system32; it is never
 * shipped. RtlGenRandom (advapi32 SystemFunction036) gives the same bytes
 * from the system generator.
 */
#include <windows.h>
#include <ntsecapi.h>

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
	while (len > 0) {
		ULONG n = len > 0x40000000 ? 0x40000000 : (ULONG)len;
		if (!RtlGenRandom(data, n))
			return FALSE;
		data += n;
		len -= n;
	}
	return TRUE;
}
