# tests/ut/ir/transforms/test_outline_incore_scopes.py::TestOutlineIncoreScopes::test_outline_scope_with_store_only_outputs (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[16, 128], pl.FP32]:
        buf: pl.Tensor[[16, 128], pl.FP32] = pl.create_tensor([16, 128], dtype=pl.FP32)
        with pl.incore():
            tile = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            pl.store(tile, [0, 0], buf)
        result: pl.Tensor[[16, 128], pl.FP32] = pl.add(buf, x)
        return result
