# tests/ut/ir/transforms/test_expand_mixed_kernel_split_aiv.py::<module> (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class _PlacedNotifyBefore:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True})
    def split_aiv(
        self,
        qk: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec],
        sig: pld.DistributedTensor[[4, 4], pl.INT32],
        peer: pl.Scalar[pl.INT32],
        out_0: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        half: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.aiv_shard(qk, split=1)
        y: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(half, half)
        pld.system.notify(sig, peer, [0, 0], 1, op=pld.NotifyOp.AtomicAdd, attrs={"core_placement": "aiv"})
        out_store = pl.tile.store(y, [0, 0], out_0)
        return out_store
