# ptoc: compile --backend 910B --no-emit-loc
# GM pipe 1 (slot_size 2**62, two slots) needs more bytes than an int64 holds: the workspace of
# the Group's module overflows at the pipe's first initialize_pipe, which only its kernel reports.
import pypto.language as pl

@pl.program
class TwoGMPipes:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[64, 32], pl.FP16], c: pl.Tensor[[64, 32], pl.FP16],
             __gm_pipe_buffer: pl.Tensor[[8192], pl.FP32]):
        p0: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name="c2v_buf0", peer_func="vec")
        p1: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name="c2v_buf1", peer_func="vec")
        pl.system.aic_initialize_pipe(p0, 0, dir_mask=1, slot_size=2048, slot_num=2, id=0)
        pl.system.aic_initialize_pipe(p1, 0, dir_mask=1, slot_size=4611686018427387904, slot_num=2, id=1)
        am: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.load(a, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.load(b, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        cm: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.load(c, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.move(bm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.matmul(al, br)
        pl.tile.tpush_to_aiv(acc, split=0, id=0)
        cr: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.move(cm, target_memory=pl.Mem.Right)
        acc2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.matmul(al, cr)
        pl.tile.tpush_to_aiv(acc2, split=0, id=1)

    @pl.function(type=pl.FunctionType.AIV)
    def vec(__gm_pipe_buffer: pl.Tensor[[8192], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        p0: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="c2v_buf0", size=4096)
        p1: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="c2v_buf1", size=4096)
        pl.system.aiv_initialize_pipe(p0, 0, dir_mask=1, slot_size=2048, slot_num=2, id=0)
        pl.system.aiv_initialize_pipe(p1, 0, dir_mask=1, slot_size=4611686018427387904, slot_num=2, id=1)
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0, id=0)
        u: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0, id=1)
        s: pl.Tile[[16, 32], pl.FP32] = pl.add(t, u)
        pl.system.tfree_to_aic(t, id=0)
        pl.system.tfree_to_aic(u, id=1)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.store(s, [0, 0], out)
        return o

    @pl.function(type=pl.FunctionType.Group)
    def group(a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[64, 32], pl.FP16], c: pl.Tensor[[64, 32], pl.FP16],
              __gm_pipe_buffer: pl.Tensor[[8192], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        self.cube(a, b, c, __gm_pipe_buffer)
        o: pl.Tensor[[16, 32], pl.FP32] = self.vec(__gm_pipe_buffer, out)
        return o
