# ptoc: opt --backend 950 --pass-pipeline=default
# A Cube kernel pushes its 32x32 accumulator with split=1 (up-down).  The Vector kernel is
# written for the whole tile; SplitVectorKernel halves it: each of the two Vector lanes pops
# its 16 rows, doubles them and stores them at row 16 * its subblock index.
import pypto.language as pl

@pl.program
class SplitRows:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(a: pl.Tensor[[32, 64], pl.FP16], b: pl.Tensor[[64, 32], pl.FP16], __gm_pipe_buffer: pl.Tensor[[8192], pl.FP32]):
        c2v: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name="c2v_buf", peer_func="vec")
        pl.system.aic_initialize_pipe(c2v, 0, dir_mask=1, slot_size=4096)
        am: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.load(a, [0, 0], [32, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.load(b, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        al: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.move(bm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.matmul(al, br)
        pl.tile.tpush_to_aiv(acc, split=1)

    @pl.function(type=pl.FunctionType.AIV)
    def vec(__gm_pipe_buffer: pl.Tensor[[8192], pl.FP32], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        c2v: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="c2v_buf", size=8192, base=0)
        pl.system.aiv_initialize_pipe(c2v, 0, dir_mask=1, slot_size=4096, slot_num=2)
        t: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=1)
        u: pl.Tile[[32, 32], pl.FP32] = pl.mul(t, 2.0)
        pl.system.tfree_to_aic(t)
        o: pl.Tensor[[32, 32], pl.FP32] = pl.store(u, [0, 0], out)
        return o
