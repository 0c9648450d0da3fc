import pypto.language as pl

# One flash-attention-style tile in ONE InCore function: s = q @ k^T (k^T given
# as a [64, 128] tensor), a row softmax of s on the Vector core, then p @ v on the
# Cube core.  ExpandMixedKernel splits it into attn_aic and attn_aiv: the scores
# cross Cube -> Vector, the FP16 probabilities cross back, and the output is
# stored from the accumulator.
@pl.program
class AttentionTile:
    @pl.function(type=pl.FunctionType.InCore)
    def attn(
        self,
        q: pl.Tensor[[16, 64], pl.FP16],
        kt: pl.Tensor[[64, 128], pl.FP16],
        v: pl.Tensor[[128, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        qm: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.load(q, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        km: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.load(kt, [0, 0], [64, 128], target_memory=pl.Mem.Mat)
        ql: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.move(qm, target_memory=pl.Mem.Left)
        kr: pl.Tile[[64, 128], pl.FP16, pl.Mem.Right] = pl.move(km, target_memory=pl.Mem.Right)
        s: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.matmul(ql, kr)
        sv: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.move(s, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        tmp: pl.Tile[[16, 128], pl.FP32] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        mx: pl.Tile[[16, 1], pl.FP32] = pl.tile.row_max(sv, tmp)
        shifted: pl.Tile[[16, 128], pl.FP32] = pl.tile.row_expand_sub(sv, mx)
        e: pl.Tile[[16, 128], pl.FP32] = pl.exp(shifted)
        total: pl.Tile[[16, 1], pl.FP32] = pl.tile.row_sum(e, tmp)
        p: pl.Tile[[16, 128], pl.FP32] = pl.tile.row_expand_div(e, total)
        p16: pl.Tile[[16, 128], pl.FP16] = pl.cast(p, target_type=pl.FP16)
        pl_: pl.Tile[[16, 128], pl.FP16, pl.Mem.Left] = pl.move(p16, target_memory=pl.Mem.Left)
        vm: pl.Tile[[128, 64], pl.FP16, pl.Mem.Mat] = pl.load(v, [0, 0], [128, 64], target_memory=pl.Mem.Mat)
        vr: pl.Tile[[128, 64], pl.FP16, pl.Mem.Right] = pl.move(vm, target_memory=pl.Mem.Right)
        o_t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.matmul(pl_, vr)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(o_t, [0, 0], out)
        return o
