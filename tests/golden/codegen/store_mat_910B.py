# ptoc: compile --backend 910B --no-emit-loc
# A Mat tile stored to GM: ptoas takes a tstore from loc=mat on A2/A3, so the
# store reads the popped L1 tile itself; no move to Vec (an AIC kernel has no
# Vec, and a mat->vec tmov does not exist).  (Reference
# test_orchestration_codegen SplitGroupProgram, cube side; and a Mat load.)
import pypto.language as pl


@pl.program
class StoreMat:
    @pl.function(type=pl.FunctionType.AIV)
    def producer(self, a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]):
        peer = pl.import_peer_buffer(name="v2c_slot_buffer", peer_func="consumer")
        pl.aiv_initialize_pipe(dir_mask=2, slot_size=512, v2c_consumer_buf=peer)
        t: pl.Tile[[16, 16], pl.FP16] = pl.load(a, [0, 0], [16, 16])
        pl.tpush_to_aic(t, split=1)

    @pl.function(type=pl.FunctionType.AIC)
    def consumer(self, a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        buf = pl.reserve_buffer(name="v2c_slot_buffer", size=4096, base=0x1000)
        pl.aic_initialize_pipe(dir_mask=2, slot_size=512, v2c_consumer_buf=buf)
        got: pl.Tile[[16, 16], pl.FP16, pl.MemorySpace.Mat] = pl.tpop_from_aiv(split=1)
        r: pl.Tensor[[16, 16], pl.FP16] = pl.store(got, [0, 0], out)
        pl.tfree_to_aiv(got)
        return r

    @pl.function(type=pl.FunctionType.AIC)
    def load_store(self, a: pl.Tensor[[32, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 32], pl.FP16]]) -> pl.Tensor[[32, 32], pl.FP16]:
        m: pl.Tile[[32, 32], pl.FP16] = pl.load(a, [0, 0], [32, 32], target_memory=pl.MemorySpace.Mat)
        r: pl.Tensor[[32, 32], pl.FP16] = pl.store(m, [0, 0], out)
        return r

    @pl.function(type=pl.FunctionType.Group)
    def group(self, a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        r = self.consumer(a, out)
        self.producer(a, out)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]],
             b: pl.Tensor[[32, 32], pl.FP16], out2: pl.Out[pl.Tensor[[32, 32], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        r = self.group(a, out)
        out2 = self.load_store(b, out2)
        return r
