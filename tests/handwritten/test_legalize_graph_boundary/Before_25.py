# tests/ut/ir/transforms/test_legalize_graph_boundary.py::TestBoundaryLegality::test_interleaved_allocations_batch_across_the_statement_list (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        out: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        t: pl.Tile[[128, 128], pl.FP32] = pl.load(
            a, [0, 0], [128, 128], target_memory=pl.MemorySpace.Vec
        )
        return pl.store(t, [0, 0], out)

    @pl.function(type=pl.FunctionType.Graph)
    def layer(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        d: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        _s0: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        _s1: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        _s2: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        _s3: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        _s4: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        _s5: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        _s6: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        _s7: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        _s8: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        _s9: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        _s10: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        _s11: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        _s12: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        _s13: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        _s14: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        _s15: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        _s16: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        _s17: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        _s18: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        _s19: pl.Tensor[[16], pl.FP32] = pl.create_tensor([16], pl.FP32)
        d = self.kernel(a, d)
        for _ in pl.range(1024):
            d = self.kernel(a, d)
        with pl.at(level=pl.Level.CORE_GROUP):
            t: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [0, 0], [128, 128])
            pl.store(t, [0, 0], c)
        return c

    @pl.function
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        d: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        c = self.layer(a, c, d)
        return c
