# tests/ut/ir/transforms/test_split_chunked_loops.py::TestPrinterRoundTrip::test_parallel_chunk_in_printer (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.auto_incore():
            for i in pl.parallel(0, 8, 1, chunk=4):
                x = pl.add(x, 1.0)
        return x
