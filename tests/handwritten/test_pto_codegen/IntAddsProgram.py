# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_tile_int_literal_scalar_is_not_index (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class IntAddsProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def adds_test(self, a: pl.Tensor[[32, 32], pl.INT32], b: pl.Tensor[[32, 32], pl.INT32]):
        tile_a = pl.load(a, offsets=[0, 0], shapes=[32, 32])
        tile_b = pl.add(tile_a, 5)
        pl.store(tile_b, offsets=[0, 0], output_tensor=b)
