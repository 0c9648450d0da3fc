# ptoc: opt --backend 950 --pass-pipeline=default --memory-planner=dsa_rp
# The pipe buffers of reserve_buffer_kept_clear.py written without a base: AllocateMemoryAddr
# places each at the lowest free offset (0) and prints it as base = 0; dsa_rp keeps the
# tiles clear of it as pypto does.
import pypto.language as pl

@pl.program
class ReserveAutoBase:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(b: pl.Tensor[[64, 32], pl.FP16], __gm_pipe_buffer: pl.Tensor[[4096], pl.FP32]):
        v2c: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="v2c_buf", size=4096)
        c2v: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name="c2v_buf", peer_func="vec")
        pl.system.aic_initialize_pipe(c2v, v2c, dir_mask=3, slot_size=2048)
        bm: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.load(b, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        am: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        al: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.move(am, target_memory=pl.Mem.Left)
        pl.system.tfree_to_aiv(am)
        br: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.move(bm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.matmul(al, br)
        pl.tile.tpush_to_aiv(acc, split=0)

    @pl.function(type=pl.FunctionType.AIV)
    def vec(x: pl.Tensor[[16, 64], pl.FP16], y: pl.Tensor[[16, 32], pl.FP32], __gm_pipe_buffer: pl.Tensor[[4096], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        c2v: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="c2v_buf", size=4096)
        v2c: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name="v2c_buf", peer_func="cube")
        pl.system.aiv_initialize_pipe(c2v, v2c, dir_mask=3, slot_size=2048, slot_num=2)
        yt: pl.Tile[[16, 32], pl.FP32] = pl.load(y, [0, 0], [16, 32])
        xt: pl.Tile[[16, 64], pl.FP16] = pl.load(x, [0, 0], [16, 64])
        pl.tile.tpush_to_aic(xt, split=0)
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        u: pl.Tile[[16, 32], pl.FP32] = pl.add(t, yt)
        pl.system.tfree_to_aic(t)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.store(u, [0, 0], out)
        return o
