# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_tile_bitwise_unsigned_scalar_is_normalized_without_bridge (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class UIntAndsProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def ands_test(self, src: pl.Tensor[[32, 32], pl.UINT32], out: pl.Tensor[[32, 32], pl.UINT32]):
        src_tile = pl.load(src, offsets=[0, 0], shapes=[32, 32])
        result_tile = pl.ands(src_tile, 5)
        pl.store(result_tile, offsets=[0, 0], output_tensor=out)
