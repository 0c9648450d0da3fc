import pypto.language as pl

# matmul_bias_relu.py with its loops software-pipelined: the K loop of the Cube
# (stage=3: three 64-wide K steps per trip) and the loop over the two 64-row
# halves (stage=2).  ExpandMixedKernel
# splits the function into the Cube and Vector kernels first; each side's
# pipeline loops are then replicated (LowerPipelineLoops), the loads of the
# copies hoisted above their compute (CanonicalizeIOOrder), and the pipe between
# the kernels carries the halves in the same order.
@pl.program
class MatmulBiasReluPipelined:
    @pl.function(type=pl.FunctionType.InCore)
    def matmul(
        self,
        a: pl.Tensor[[128, 256], pl.FP16],
        b: pl.Tensor[[256, 128], pl.FP16],
        bias: pl.Tensor[[1, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        bt: pl.Tile[[1, 128], pl.FP32] = pl.load(bias, [0, 0], [1, 128])
        for m, (o_in,) in pl.pipeline(0, 128, 64, stage=2, init_values=(out,)):
            a0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.load(a, [m, 0], [64, 64], target_memory=pl.Mem.Mat)
            b0: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.load(b, [0, 0], [64, 128], target_memory=pl.Mem.Mat)
            l0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Left] = pl.move(a0, target_memory=pl.Mem.Left)
            r0: pl.Tile[[64, 128], pl.FP16, pl.Mem.Right] = pl.move(b0, target_memory=pl.Mem.Right)
            acc0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.matmul(l0, r0)
            for k, (acc,) in pl.pipeline(64, 256, 64, stage=3, init_values=(acc0,)):
                ak: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.load(a, [m, k], [64, 64], target_memory=pl.Mem.Mat)
                bk: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.load(b, [k, 0], [64, 128], target_memory=pl.Mem.Mat)
                lk: pl.Tile[[64, 64], pl.FP16, pl.Mem.Left] = pl.move(ak, target_memory=pl.Mem.Left)
                rk: pl.Tile[[64, 128], pl.FP16, pl.Mem.Right] = pl.move(bk, target_memory=pl.Mem.Right)
                acc_next: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.matmul_acc(acc, lk, rk)
                acc_out: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_next)
            v: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.move(acc_out, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            biased: pl.Tile[[64, 128], pl.FP32] = pl.tile.col_expand_add(v, bt)
            r: pl.Tile[[64, 128], pl.FP32] = pl.tile.relu(biased)
            o_next: pl.Tensor[[128, 128], pl.FP32] = pl.store(r, [m, 0], o_in)
            o_out: pl.Tensor[[128, 128], pl.FP32] = pl.yield_(o_next)
        return o_out
