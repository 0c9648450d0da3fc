# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_ssa_naming (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class SSAProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def ssa_test(
        self,
        a: pl.Tensor[[32, 32], pl.FP32],
        b: pl.Tensor[[32, 32], pl.FP32],
        c: pl.Tensor[[32, 32], pl.FP32],
    ):
        tile_a = pl.load(a, offsets=[0, 0], shapes=[32, 32])
        tile_b = pl.load(b, offsets=[0, 0], shapes=[32, 32])
        tile_c = pl.mul(tile_a, tile_b)
        pl.store(tile_c, offsets=[0, 0], output_tensor=c)
