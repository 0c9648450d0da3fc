# tests/st/runtime/ops/test_gather.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class GatherMaskOutputDtypeProgram:
    """Mask-form gather (P1010) with ``output_dtype=UINT32``.

    Selects odd-position columns of each row, then bit-reinterprets the FP32
    payload as UINT32 (same bit width) — the same pattern sort32 uses to
    extract packed index bits stored in float slots.

    ``src [8, 16] FP32`` → ``output [8, 8] UINT32``.
    """

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        inp: pl.Tensor[[8, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[8, 8], pl.UINT32]],
    ) -> pl.Tensor[[8, 8], pl.UINT32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.tensor.gather(inp, mask_pattern=pl.tile.MaskPattern.P1010, output_dtype=pl.UINT32)
            output = pl.assemble(output, out, [0, 0])
        return output
