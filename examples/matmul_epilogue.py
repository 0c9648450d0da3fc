import pypto.language as pl

# A matmul on the Cube core whose result goes straight to the Vector core through a
# cross-core pipe, for an elementwise epilogue there: out = a @ b + x.  The Vector kernel
# reserves the pipe's buffer; the Cube imports it.  On 910B the pipe also runs through the
# GM buffer __gm_pipe_buffer, which both kernels take.
@pl.program
class MatmulEpilogue:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[64, 32], pl.FP16], __gm_pipe_buffer: pl.Tensor[[4096], pl.FP32]):
        c2v: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name="c2v_buf", peer_func="vec")
        pl.system.aic_initialize_pipe(c2v, 0, dir_mask=1, slot_size=2048, slot_num=2)
        am: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.load(a, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.load(b, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.move(bm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.matmul(al, br)
        pl.tile.tpush_to_aiv(acc, split=0)

    @pl.function(type=pl.FunctionType.AIV)
    def vec(x: pl.Tensor[[16, 32], pl.FP32], __gm_pipe_buffer: pl.Tensor[[4096], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        c2v: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="c2v_buf", size=4096)
        pl.system.aiv_initialize_pipe(c2v, 0, dir_mask=1, slot_size=2048, slot_num=2)
        xt: pl.Tile[[16, 32], pl.FP32] = pl.load(x, [0, 0], [16, 32])
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        u: pl.Tile[[16, 32], pl.FP32] = pl.add(t, xt)
        pl.system.tfree_to_aic(t)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.store(u, [0, 0], out)
        return o
