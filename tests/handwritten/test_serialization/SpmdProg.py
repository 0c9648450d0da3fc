# tests/ut/ir/transforms/test_serialization.py::TestCapturedScopeAttrSerialization::test_serialize_spmd_capture_and_deps_chain (hand-written)
import pypto.language as pl


@pl.program
class SpmdProg:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        with pl.spmd(4, name_hint="stage1") as tid0:
            i = pl.tile.get_block_idx()
            t: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [i * 128, 0], [128, 128])
            out = pl.store(t, [i * 128, 0], out)
        with pl.spmd(4, name_hint="stage2", deps=[tid0]) as tid1:  # noqa: F841
            j = pl.tile.get_block_idx()
            u: pl.Tile[[128, 128], pl.FP32] = pl.load(out, [j * 128, 0], [128, 128])
            out = pl.store(pl.add(u, u), [j * 128, 0], out)
        return out
