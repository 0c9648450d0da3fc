# ptoc: opt --backend 910B --passes=insert_comm_fence,insert_comm_fence
#   ptoc check --ranks 2 --fill signal=1 tests/golden/passes/icf_markers.py
# Run twice, the markers are placed once: after a store into a window, the
# window's cacheinvalid and a GM fence; after a remote store, a fence (its
# codegen invalidates the peer's lines); after a wait, a whole-GM cacheinvalid;
# a store into a plain tensor publishes nothing.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], win: pld.DistributedTensor[[16, 16], pl.FP32], signal: pld.DistributedTensor[[2, 1], pl.INT32], peer: pl.Scalar[pl.INT32]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        w: pld.DistributedTensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], win)
        for i in pl.range(2):
            if i != 0:
                pld.tile.remote_store(t, win, peer, [0, 0])
        pld.system.notify(signal, peer, [0, 0], 1)
        pld.system.wait(signal, [0, 0], 1, cmp=1)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return r
