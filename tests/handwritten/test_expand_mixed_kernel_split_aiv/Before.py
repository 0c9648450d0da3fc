# tests/ut/ir/transforms/test_expand_mixed_kernel_split_aiv.py::test_folded_transport_carries_the_left_right_odd_code (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(
        type=pl.FunctionType.InCore,
        attrs={"split": pl.SplitMode.LEFT_RIGHT, "split_aiv": True},
    )
    def split_aiv(
        self,
        qk: pl.Tile[[128, 15], pl.FP32, pl.Mem.Vec],
        out_0: pl.Out[pl.Tensor[[128, 8], pl.FP32]],
    ) -> pl.Tensor[[128, 8], pl.FP32]:
        half: pl.Tile[[128, 8], pl.FP32, pl.Mem.Vec] = pl.tile.aiv_shard(qk, split=2)
        out_store = pl.tile.store(half, [0, 0], out_0)
        return out_store
